import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulaImportMessages as msg } from '../../../shared/schemas/tinting.js';
import { tintColors, tintFormulaDoses } from '../../db/schema/tinting.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openShop } from '../store/store.fixture.js';
import { tintingShop } from './tinting.fixture.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ shop, manager } = await tintingShop(t));
});
afterAll(() => t.close());

const header = 'maquina;cor;nome_cor;linha;tipo;unidade;rgb;corante;ml';
const blue = 'Cores do Brasil;Acrílica;Galão 3,6L';
/** AZ01 as it is; AZ02 with another formula; VD10 new (per quarto, decimal comma and point). */
const goodLines = [
  `TING-01;AZ01;Azul Sereno;${blue};3A6EA5;E;20`,
  `TING-01;AZ01;Azul Sereno;${blue};3a6ea5;B;1,25`,
  `TING-01;AZ02;Azul Marinho Profundo;${blue};1F2F4F;E;80`,
  `TING-01;VD10;Verde Musgo;cores do brasil;ACRILICA;Quarto 0,9 L;#556B2F;E;5,5`,
  `TING-01;VD10;Verde Musgo;cores do brasil;ACRILICA;Quarto 0,9 L;#556B2F;B;0.5`,
];
const badLines = [
  `TING-09;XX01;Sem Máquina;${blue};000000;E;1`,
  `TING-01;XX02;Corante de Outra;${blue};000000;C04;1`,
  `TING-01;XX03;RGB Ruim;${blue};GGGGGG;E;1`,
  `TING-01;XX04;Dose Negativa;${blue};000000;E;-2`,
  `TING-01;XX05;Linha Errada;Cores do Japão;Acrílica;Galão 3,6L;000000;E;1`,
  `TING-01;XX06;Unidade Errada;Cores do Brasil;Acrílica;Balde 20L;000000;E;1`,
  // A good line of a colour whose other line is refused: the colour is refused whole.
  `TING-01;XX07;Meia Fórmula;${blue};000000;E;1`,
  `TING-01;XX07;Meia Fórmula;${blue};000000;E;2`,
  `V1;AZ01;Cor da Vizinha;${blue};000000;E;1`,
];
const file = (lines: string[]) => Buffer.from([header, ...lines].join('\r\n')).toString('base64');

async function send(cookie: string | undefined, lines: string[], gravar: boolean, name = 'formulas.csv') {
  const reply = await t.app.inject({
    method: 'POST',
    url: shop.url('/api/tintas/formulas/importar'),
    headers: cookie ? { cookie } : {},
    payload: { nomeArquivo: name, arquivo: file(lines), gravar },
  });
  return { status: reply.statusCode, body: reply.json() };
}
const dosesOf = async (code: string) => {
  const rows = await t.database.db
    .select({ colourant: tintFormulaDoses.colorantId, amountUl: tintFormulaDoses.amountUl, family: tintColors.family })
    .from(tintFormulaDoses)
    .innerJoin(
      tintColors,
      and(eq(tintColors.tenantId, tintFormulaDoses.tenantId), eq(tintColors.id, tintFormulaDoses.colorId)),
    )
    .where(and(eq(tintFormulaDoses.tenantId, shop.tenant.id), eq(tintColors.code, code)));
  return rows.map((r) => r.amountUl).sort((a, b) => a - b);
};

describe('importing formulas from the dispenser CSV', () => {
  it('previews new, changed and unchanged colours and the refused lines with their reasons, writing nothing', async () => {
    const reply = await send(manager, [...goodLines, ...badLines], false);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ gravado: false, novas: 1, alteradas: 1, iguais: 1 });
    expect(reply.body.recusados).toEqual([
      { linha: 7, codigo: 'XX01', motivo: msg.rowMachine },
      { linha: 8, codigo: 'XX02', motivo: msg.rowColourant },
      { linha: 9, codigo: 'XX03', motivo: msg.rowRgb },
      { linha: 10, codigo: 'XX04', motivo: msg.rowDose },
      { linha: 11, codigo: 'XX05', motivo: msg.rowLine },
      { linha: 12, codigo: 'XX06', motivo: msg.rowUnit },
      { linha: 13, codigo: 'XX07', motivo: msg.colourRefused },
      { linha: 14, codigo: 'XX07', motivo: msg.rowRepeated(13) },
      // The neighbour's machine code is nobody's here.
      { linha: 15, codigo: 'AZ01', motivo: msg.rowMachine },
    ]);
    expect(await dosesOf('VD10')).toEqual([]);
    expect(await dosesOf('AZ02')).toEqual([30_000, 90_000]);
  });

  it('writes the new and changed colours with their formulas in µL; the same file again changes nothing', async () => {
    const written = await send(manager, [...goodLines, ...badLines], true);
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({ gravado: true, novas: 1, alteradas: 1, msg: { mensagem: msg.imported(2) } });
    expect(await dosesOf('VD10')).toEqual([500, 5_500]);
    expect(await dosesOf('AZ02')).toEqual([80_000]);
    const [verde] = await t.database.db
      .select()
      .from(tintColors)
      .where(and(eq(tintColors.tenantId, shop.tenant.id), eq(tintColors.code, 'VD10')));
    expect(verde).toMatchObject({ description: 'Verde Musgo', rgb: '556B2F', family: 'Verdes', active: true });
    const again = await send(manager, goodLines, true);
    expect(again.body).toMatchObject({ gravado: false, novas: 0, alteradas: 0, iguais: 3, recusados: [] });
    expect(await dosesOf('AZ02')).toEqual([80_000]);
  });

  it('refuses lines of one colour that disagree on its name, line, type, unit or RGB', async () => {
    const reply = await send(
      manager,
      [`TING-01;AZ09;Azul Novo;${blue};112233;E;1`, `TING-01;AZ09;Azul Outro;${blue};112233;B;1`],
      false,
    );
    expect(reply.body.novas).toBe(0);
    expect(reply.body.recusados).toEqual([
      { linha: 2, codigo: 'AZ09', motivo: msg.colourRefused },
      { linha: 3, codigo: 'AZ09', motivo: msg.rowDiffers(2) },
    ]);
  });

  it('refuses a file that is no table', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: shop.url('/api/tintas/formulas/importar'),
      headers: { cookie: manager },
      payload: { nomeArquivo: 'x.csv', arquivo: Buffer.from([0, 1, 2, 3]).toString('base64') },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().exception).toBe(msg.badFile);
  });

  it('is for managers and admins only', async () => {
    const seller = await send(await shop.cookie('seller'), goodLines, true);
    expect(seller.status).toBe(403);
    expect(seller.body.exception).toBe(msg.managersOnly);
    expect((await send(await shop.cookie('beto'), goodLines, true)).status).toBe(403);
    expect((await send(undefined, goodLines, true)).status).toBe(401);
  });
});

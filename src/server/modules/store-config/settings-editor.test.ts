import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSettings, type SettingField } from '../../../shared/domain/store-settings.js';
import { publicSettingKeys } from '../../../shared/schemas/store-config.js';
import { settingMessages } from '../../../shared/schemas/store-settings.js';
import { ecommerceSettings } from '../../db/schema/store.js';
import { insertOperator, insertTenant } from '../../test/factories.js';
import { createTestApp, loginCookie, TEST_SETTINGS_KEY, type TestApp } from '../../test/test-app.js';
import { readPaymentSetting } from './payment-credentials.js';
import { forgetStoreSettings } from './settings-cache.js';

let t: TestApp;
let tenantId: number;
let admin: string;
let manager: string;

/** What the admin types in a field, and what is stored from it. */
function sample(field: SettingField): [unknown, unknown] {
  switch (field.kind) {
    case 'color':
      return ['#12ab9F', '#12ab9F'];
    case 'money':
      return ['1.234,56', '1234.56'];
    case 'integer':
      return ['3', 3];
    case 'url':
    case 'image':
      return ['https://exemplo.com.br/pagina', 'https://exemplo.com.br/pagina'];
    case 'email':
      return ['Loja@Exemplo.com.br', 'loja@exemplo.com.br'];
    case 'choice':
      return [field.options?.[0]?.[0], field.options?.[0]?.[0]];
    case 'choices':
      return [[field.options?.[1]?.[0]], [field.options?.[1]?.[0]]];
    case 'pem':
      return [
        ' -----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n',
        '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
      ];
    case 'texts':
      return [
        ['Primeiro', ' ', 'Segundo '],
        ['Primeiro', 'Segundo'],
      ];
    case 'rows': {
      const columns = field.columns ?? [];
      const typed = Object.fromEntries(columns.map((c) => [c.name, sample(c)[0]]));
      const kept = Object.fromEntries(columns.map((c) => [c.name, sample(c)[1]]));
      return [[typed, Object.fromEntries(columns.map((c) => [c.name, '']))], [kept]];
    }
    default:
      // A text with a format of its own (an identifier) gets a value that fits it.
      if (field.format) return [' id_da-loja.1 ', 'id_da-loja.1'];
      return [` ${field.label} da loja `, `${field.label} da loja`];
  }
}

const save = (payload: object, cookie = admin) =>
  t.app.inject({ method: 'POST', url: '/configuracoes-ecommerce/salvar?apelido=padrao', headers: { cookie }, payload });
const get = (url: string, cookie = admin) => t.app.inject({ url: `${url}?apelido=padrao`, headers: { cookie } });
const storedValue = async (key: string) =>
  (
    await t.database.db
      .select()
      .from(ecommerceSettings)
      .where(and(eq(ecommerceSettings.tenantId, tenantId), eq(ecommerceSettings.key, key)))
  )[0]?.value as Record<string, unknown> | undefined;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await insertTenant(t.database.db, { alias: 'padrao' })).id;
  admin = await loginCookie(t, (await insertOperator(t.database.db, tenantId, { role: 'admin' })).email);
  manager = await loginCookie(t, (await insertOperator(t.database.db, tenantId, { role: 'manager' })).email);
});
afterAll(() => t.close());

describe('the configuration editor', () => {
  it('round-trips every key of the spec, keeping only non-empty fields, and the store reads the public ones', async () => {
    // The spec's 56 keys and 'pix' (issue 18).
    expect(storeSettings).toHaveLength(57);
    for (const setting of storeSettings) {
      const typed = Object.fromEntries(setting.fields.map((f) => [f.name, sample(f)[0]]));
      const reply = await save({
        ativacao: '1',
        valor: { ...typed, extra: '' },
        nome: setting.key,
        descricao: setting.description,
      });
      expect(reply.json(), setting.key).toMatchObject({
        msg: { mensagem: settingMessages.saved(setting.description) },
      });
    }
    const all = (await get('/api/configuracoes-ecommerce')).json<{
      configuracoes: Array<{ nome: string; ativacao: number; valor: Record<string, unknown> }>;
    }>().configuracoes;
    const store = (await get('/api/loja/configuracao', '')).json<{ configuracoes: Record<string, unknown> }>()
      .configuracoes;
    for (const setting of storeSettings) {
      const expected = Object.fromEntries(setting.fields.filter((f) => !f.secret).map((f) => [f.name, sample(f)[1]]));
      expect(
        all.find((c) => c.nome === setting.key),
        setting.key,
      ).toMatchObject({ ativacao: 1, valor: expected });
      expect(Object.keys((await storedValue(setting.key)) ?? {}).sort(), setting.key).toEqual(
        [...setting.fields.map((f) => f.name), 'ativacao', 'versao'].sort(),
      );
      if ((publicSettingKeys as readonly string[]).includes(setting.key))
        expect(store[setting.key], setting.key).toMatchObject(
          Object.fromEntries(Object.entries(expected).filter(([name]) => name !== 'html')),
        );
    }
  });

  it('never sends a credential back, and keeps it when the field is left blank', async () => {
    await save({
      ativacao: 1,
      valor: { merchantId: 'loja-1', merchantKey: 'S3CR3T-KEY' },
      nome: 'cie',
      descricao: 'Cielo',
    });
    await save({ ativacao: 1, valor: { merchantId: 'loja-2', merchantKey: '' }, nome: 'cie', descricao: 'Cielo' });
    // Stored sealed (payment-config.test.ts checks the sealing); the server still opens the kept key.
    expect(JSON.stringify(await storedValue('cie'))).not.toContain('S3CR3T');
    const key = Buffer.from(TEST_SETTINGS_KEY, 'base64');
    expect(await readPaymentSetting(t.database.db, key, tenantId, 'cie')).toMatchObject({
      merchantId: 'loja-2',
      merchantKey: 'S3CR3T-KEY',
    });
    const editor = await get('/api/configuracoes-ecommerce');
    expect(editor.body).not.toContain('S3CR3T');
    expect(
      editor
        .json<{ configuracoes: Array<{ nome: string; segredosDefinidos: string[] }> }>()
        .configuracoes.find((c) => c.nome === 'cie')?.segredosDefinidos,
      // The round trip above saved every field, the Silent Order Post and MPI secrets too; left blank, they stay.
    ).toEqual(['merchantKey', 'sopClientSecret', 'mpiClientSecret']);
    expect((await get('/api/configuracoes-ecommerce/cie/versoes')).body).not.toContain('S3CR3T');
  });

  it('refuses an unknown key or a bad field in pt-BR and stores nothing', async () => {
    const before = await storedValue('crh');
    for (const nome of ['xyz', 'crhx', 'cr'])
      expect((await save({ ativacao: 1, valor: {}, nome, descricao: 'x' })).json(), nome).toMatchObject({
        exception: settingMessages.unknownKey,
      });
    const colour = await save({ ativacao: 1, valor: { fundo: 'azul' }, nome: 'crh', descricao: 'cor do cabeçalho' });
    expect(colour.statusCode).toBe(400);
    expect(colour.json()).toMatchObject({ erros: [{ campo: 'valor.fundo', mensagem: settingMessages.colour }] });
    expect(await storedValue('crh')).toEqual(before);
  });

  it('keeps every save as a version the admin can restore', async () => {
    await save({
      ativacao: 1,
      valor: { valor: '150,00', mensagem: 'Mínimo de R$ 150,00' },
      nome: 'vmc',
      descricao: 'valor mínimo de compra',
    });
    await save({ ativacao: 0, valor: { valor: '300,00' }, nome: 'vmc', descricao: 'valor mínimo de compra' });
    const versions = (await get('/api/configuracoes-ecommerce/vmc/versoes')).json<{
      versoes: Array<{ codigo: number; ativacao: number; valor: Record<string, unknown> }>;
    }>().versoes;
    expect(versions[0]).toMatchObject({ ativacao: 0, valor: { valor: '300.00' } });
    const earlier = versions[1];
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/configuracoes-ecommerce/vmc/versoes/${earlier?.codigo}/restaurar?apelido=padrao`,
      headers: { cookie: admin },
    });
    expect(restored.json()).toMatchObject({ msg: { mensagem: settingMessages.restored('valor mínimo de compra') } });
    const store = (await get('/api/loja/configuracao', '')).json<{ configuracoes: Record<string, unknown> }>();
    expect(store.configuracoes.vmc).toMatchObject({ valor: '150.00', mensagem: 'Mínimo de R$ 150,00' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/configuracoes-ecommerce/vmc/versoes/999999/restaurar?apelido=padrao',
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('stores pages and terms sanitised, and an emptied editor as not set', async () => {
    const page = (html: string) => save({ ativacao: '1', valor: { html }, nome: 'psn', descricao: 'página sobre' });
    await page('<p>Somos <strong>a loja</strong><script>alert(1)</script><img src=x onerror="alert(2)"></p>');
    expect((await storedValue('psn'))?.html).toBe('<p>Somos <strong>a loja</strong></p>');
    const store = (await get('/api/loja/configuracao', '')).json().configuracoes;
    expect(store.psn.html).toBe('<p>Somos <strong>a loja</strong></p>');
    await page('<p></p>');
    expect((await storedValue('psn'))?.html).toBeUndefined();
  });

  it('keeps links of pages and terms to the web, e-mail, phone or the store, with our rel, and drops any other', async () => {
    const page = (html: string) =>
      save({ ativacao: '1', valor: { html }, nome: 'ppe', descricao: 'política de entrega' });
    await page(
      '<p><a href="https://transportadora.com.br/rastreio" rel="opener" target="_self" onclick="x()">Rastreie</a>, ' +
        '<a href="mailto:sac@loja.com.br">escreva</a>, <a href="tel:+551932345678">ligue</a> ou ' +
        '<a href="/pagina/ppd" target="_blank">veja as devoluções</a>.</p>',
    );
    const rel = 'rel="noopener noreferrer nofollow"';
    expect((await storedValue('ppe'))?.html).toBe(
      `<p><a href="https://transportadora.com.br/rastreio" ${rel} target="_blank">Rastreie</a>, ` +
        `<a href="mailto:sac@loja.com.br" ${rel}>escreva</a>, <a href="tel:+551932345678" ${rel}>ligue</a> ou ` +
        `<a href="/pagina/ppd" ${rel}>veja as devoluções</a>.</p>`,
    );
    await page(
      '<p><a href="javascript:alert(1)">um</a> <a href=" JaVaScRiPt:alert(2)">dois</a> ' +
        '<a href="data:text/html;base64,PHNjcmlwdD4=">três</a> <a href="//outro.com">quatro</a> ' +
        '<a href="/\\outro.com">cinco</a> <a href="vbscript:msgbox">seis</a> <a>sete</a></p>',
    );
    expect((await storedValue('ppe'))?.html).toBe(
      '<p><span>um</span> <span>dois</span> <span>três</span> <span>quatro</span> <span>cinco</span> <span>seis</span> <span>sete</span></p>',
    );
  });

  it('sanitises pages again when the store reads them, whatever was stored', async () => {
    await save({ ativacao: 1, valor: { html: '<p>Entrega</p>' }, nome: 'ppe', descricao: 'política de entrega' });
    await t.database.db
      .update(ecommerceSettings)
      .set({
        value: { html: '<p><a href="javascript:alert(1)" onclick="x()">Oi</a> <a href="https://a.com.br">a</a></p>' },
      })
      .where(and(eq(ecommerceSettings.tenantId, tenantId), eq(ecommerceSettings.key, 'ppe')));
    forgetStoreSettings(t.database.db, tenantId);
    const store = (await get('/api/loja/configuracao', '')).json().configuracoes;
    expect(store.ppe.html).toBe(
      '<p><span>Oi</span> <a href="https://a.com.br" rel="noopener noreferrer nofollow" target="_blank">a</a></p>',
    );
  });

  it('is for admins only', async () => {
    expect((await save({ ativacao: 1, valor: {}, nome: 'crh', descricao: 'x' }, manager)).statusCode).toBe(403);
    expect((await get('/api/configuracoes-ecommerce', manager)).statusCode).toBe(403);
    expect((await get('/api/configuracoes-ecommerce/crh/versoes', '')).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { ticketsCsv, ticketsHtml, type TintTicket } from './tint-ticket.js';

/** The formula ticket's page and the machine-import CSV, from tickets made by hand. */
const ticket = (over: Partial<TintTicket> = {}): TintTicket => ({
  orderId: 12,
  itemId: 34,
  quantity: 2,
  colourCode: 'AZ01',
  colourName: 'Azul Sereno',
  rgb: '3A6EA5',
  machineCode: 'TING-01',
  machine: 'Tingidora da loja',
  line: 'Cores do Brasil',
  type: 'Acrílica',
  base: 'Base A',
  canMl: 900,
  doses: [
    { code: 'E', name: 'Azul Ftalo', amountMicrolitres: 20_000 },
    { code: 'B', name: 'Preto', amountMicrolitres: 1_250 },
  ],
  ...over,
});

describe('the formula ticket page', () => {
  it('one section per ticket: swatch, colour, facts, and each colourant in mL with three decimals', () => {
    const html = ticketsHtml(12, 'Loja <Azul>', [ticket()]);
    expect(html).toContain('<h1>Ficha de tingimento do pedido nº 12</h1><p>Cliente: Loja &lt;Azul&gt;</p>');
    expect(html).toContain(
      '<section class="ficha" data-item="34">\n<h2><span class="amostra" style="background:#3A6EA5"></span>Azul Sereno (AZ01)</h2>',
    );
    expect(html).toContain(
      '<dl><dt>Linha</dt><dd>Cores do Brasil</dd><dt>Tipo</dt><dd>Acrílica</dd><dt>Base</dt><dd>Base A</dd>' +
        '<dt>Lata</dt><dd>0,9 L</dd><dt>Latas</dt><dd>2</dd><dt>Tingidora</dt><dd>TING-01 · Tingidora da loja</dd></dl>',
    );
    expect(html).toContain(
      '<tbody><tr><td>E</td><td>Azul Ftalo</td><td class="n">20,000</td></tr><tr><td>B</td><td>Preto</td><td class="n">1,250</td></tr></tbody>',
    );
    expect(
      html.startsWith('<style>.ficha{break-after:page;margin-bottom:24px}.ficha:last-child{break-after:auto}'),
    ).toBe(true);
  });

  it('escapes what the records hold, and shows a dash for a can of unknown size', () => {
    const html = ticketsHtml(1, 'x', [
      ticket({ colourName: '<b>Azul</b>', line: 'A & B', canMl: null, rgb: '"><script>', doses: [] }),
    ]);
    expect(html).toContain('&lt;b&gt;Azul&lt;/b&gt; (AZ01)');
    expect(html).toContain('<dd>A &amp; B</dd>');
    expect(html).toContain('<dt>Lata</dt><dd>—</dd>');
    expect(html).not.toContain('"><script>');
    expect(html).toContain('<tbody></tbody>');
  });

  it('sizes the can the way it is sold', () => {
    const sizes = [3_600, 18_000, 225, 3_785].map(
      (canMl) => /<dt>Lata<\/dt><dd>([^<]*)<\/dd>/.exec(ticketsHtml(1, 'x', [ticket({ canMl })]))?.[1],
    );
    expect(sizes).toEqual(['3,6 L', '18 L', '0,225 L', '3,785 L']);
  });

  it('says so when the order has no tinted line', () => {
    expect(ticketsHtml(5, 'Ana', [])).toContain(
      '<h1>Ficha de tingimento do pedido nº 5</h1><p>Cliente: Ana</p><p>Este pedido não tem itens tingidos.</p>',
    );
  });
});

describe('the machine-import CSV', () => {
  it('one row per colourant of each ticket, decimal point, CRLF', () => {
    const csv = ticketsCsv([
      ticket(),
      ticket({ itemId: 35, canMl: null, doses: [{ code: 'C04', name: 'Ocre', amountMicrolitres: 5 }] }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'pedido;item;latas;maquina;cor;nome_cor;linha;base;lata_ml;corante;nome_corante;ml',
      '12;34;2;TING-01;AZ01;Azul Sereno;Cores do Brasil;Base A;900;E;Azul Ftalo;20.000',
      '12;34;2;TING-01;AZ01;Azul Sereno;Cores do Brasil;Base A;900;B;Preto;1.250',
      '12;35;2;TING-01;AZ01;Azul Sereno;Cores do Brasil;Base A;;C04;Ocre;0.005',
      '',
    ]);
  });

  it('quotes a field with the separator, a quote or a line break, and defuses a leading formula sign', () => {
    const csv = ticketsCsv([
      ticket({
        colourName: 'Azul; claro',
        line: 'Linha "Premium"',
        base: 'Base\nA',
        type: 'x',
        machineCode: '=CMD()',
        doses: [{ code: '+1', name: '-Preto', amountMicrolitres: 1_000 }],
      }),
      ticket({ machineCode: '@SOMA', doses: [{ code: 'E', name: 'Linha\rnova', amountMicrolitres: 1 }] }),
    ]);
    const [, first, second] = csv.split('\r\n');
    expect(first).toBe(`12;34;2;'=CMD();AZ01;"Azul; claro";"Linha ""Premium""";"Base\nA";900;'+1;'-Preto;1.000`);
    expect(second).toBe(`12;34;2;'@SOMA;AZ01;Azul Sereno;Cores do Brasil;Base A;900;E;"Linha\rnova";0.001`);
  });

  it('is the header alone without tickets', () => {
    expect(ticketsCsv([])).toBe(
      'pedido;item;latas;maquina;cor;nome_cor;linha;base;lata_ml;corante;nome_corante;ml\r\n',
    );
  });
});

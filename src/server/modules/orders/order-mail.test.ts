import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMailMessages } from '../../../shared/schemas/order-mail.js';
import { pdfImages } from '../../test/pdf-images.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { DEFAULT_LOGO_SVG } from '../images/company-logo.js';
import { multipart, png } from '../images/upload-test-calls.js';
import { ordersWorld, type OrdersWorld } from './orders.fixture.js';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let w: OrdersWorld;
let pedido: number;
let dataDir: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  dataDir = mkdtempSync(path.join(tmpdir(), 'balcao-docs-'));
  w = await ordersWorld({ SMTP_URL: smtp.url, MAIL_FROM: 'Tintas Teste <loja@teste.com.br>', DATA_DIR: dataDir });
  const cart = (await w.post(w.cookies.ana, '/api/carrinho/itens', { codigo: w.products.brush.id, quantidade: 3 }))
    .body;
  pedido = cart.pedido.codigo;
  await w.post(w.cookies.ana, '/api/carrinho/itens', { pedido, codigo: w.products.paint.id, quantidade: 1 });
  await w.post(w.cookies.ana, '/api/carrinho/cliente', { pedido, cliente: w.customers.customer.id });
  await w.post(w.cookies.ana, '/api/carrinho/descontos', { pedido, descontoValor: '9,70', indice: 0 });
  await w.call(w.cookies.ana, 'PUT', `/pedido/${pedido}`, { direcionamento: 'ped', observacao: 'Pagar na entrega' });
});
afterAll(async () => {
  await w.t.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sends the company logo as an admin would in /empresa (a 300 × 100 picture); answers its card URL. */
async function uploadLogo(): Promise<string> {
  const body = multipart(
    { action: 'set', pastaDoArquivo: 'paginas', nomeDoArquivo: 'logo' },
    { name: 'logo.png', bytes: await png(300, 100) },
  );
  const reply = await w.t.app.inject({
    method: 'POST',
    url: '/upload-images-ecommerce',
    headers: { cookie: w.cookies.manager, ...body.headers },
    payload: body.payload,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<string[]>()[0] ?? '';
}
const pdfOfOrder = async () =>
  (await w.t.app.inject({ url: `/api/pedidos/${pedido}/pdf`, headers: { cookie: w.cookies.ana } })).rawPayload;
/** The default logo is 140 × 35: drawn from 70 pixels high, it is 280 wide; the uploaded one 210. */
const DEFAULT_LOGO_PIXELS = { width: 280, height: 70, drawnHeights: [35] };
const UPLOADED_LOGO_PIXELS = { width: 210, height: 70, drawnHeights: [35] };

describe('order and budget documents', () => {
  it('GET /email-orcamento/{id} gives the pt-BR preview with company, customer, items, totals and notes', async () => {
    const reply = await w.t.app.inject({ url: `/email-orcamento/${pedido}`, headers: { cookie: w.cookies.ana } });
    expect(reply.headers['content-type']).toContain('text/html');
    const html = reply.body;
    expect(html).toContain('<h1>Tintas Teste</h1>');
    expect(html).toContain(`Orçamento nº ${pedido}`);
    expect(html).toContain('Loja Azul Ltda');
    expect(html).toContain('Pincel 2&quot; - Galão 3,6L');
    expect(html).toContain('Subtotal: R$ 159,70');
    expect(html).toContain('Total: R$ 150,00');
    expect(html).toContain('Observações: Pagar na entrega');
    const print = await w.t.app.inject({
      url: `/email-pedido/${pedido}?imprimir=1&forca=1`,
      headers: { cookie: w.cookies.ana },
    });
    expect(print.body).toContain('@media print');
  });

  it('heads the preview and the print view with the company logo, 35 px high, or the default one', async () => {
    const print = () =>
      w.t.app.inject({ url: `/email-pedido/${pedido}?imprimir=1&forca=1`, headers: { cookie: w.cookies.ana } });
    expect((await print()).body).toContain(
      '<img src="/img/logo-padrao.svg" alt="Logo Tintas Teste" height="35" style="height:35px">',
    );
    const name = `paginas/${'a'.repeat(32)}-400.webp`;
    await w.db
      .execute(sql`INSERT INTO stored_files (tenant_id, folder, name, size_bytes, mime_type, image_key, variant, label)
        VALUES (${w.tenant.id}, 'paginas', ${name}, 10, 'image/webp', ${'a'.repeat(32)}, 'card', 'logo')`);
    try {
      expect((await print()).body).toContain(`<img src="/arquivos/${w.tenant.id}/${name}" alt="Logo Tintas Teste"`);
    } finally {
      await w.db.execute(sql`DELETE FROM stored_files WHERE tenant_id = ${w.tenant.id} AND name = ${name}`);
    }
  });

  it('heads the PDF with the company logo 35 points high, the default one without it or when it fails', async () => {
    expect(pdfImages(await pdfOfOrder())).toEqual([DEFAULT_LOGO_PIXELS]);
    const card = await uploadLogo();
    expect(pdfImages(await pdfOfOrder())).toEqual([UPLOADED_LOGO_PIXELS]);
    rmSync(path.join(dataDir, 'files', card.replace(/^\/arquivos\//, '')));
    const reply = await w.t.app.inject({ url: `/api/pedidos/${pedido}/pdf`, headers: { cookie: w.cookies.ana } });
    expect(reply.statusCode).toBe(200);
    expect(pdfImages(reply.rawPayload)).toEqual([DEFAULT_LOGO_PIXELS]);
  });

  it('keeps the default logo the same drawing as the web one', () => {
    expect(readFileSync('src/web/public/img/logo-padrao.svg', 'utf8').trim()).toBe(DEFAULT_LOGO_SVG);
  });

  it("the customer's own preview, print and PDF carry no seller discount (column nor totals)", async () => {
    const seller = (await w.t.app.inject({ url: `/email-pedido/${pedido}`, headers: { cookie: w.cookies.ana } })).body;
    expect(seller).toContain('<th>Desconto</th>');
    expect(seller).toContain('Desconto: R$ 9,70');
    const own = await w.t.app.inject({ url: `/email-pedido/${pedido}`, headers: { cookie: w.cookies.customer } });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('Total: R$ 150,00');
    expect(own.body).not.toMatch(/Desconto|Índice/);
    const print = await w.t.app.inject({
      url: `/email-orcamento/${pedido}?imprimir=1`,
      headers: { cookie: w.cookies.customer },
    });
    expect(print.body).not.toMatch(/Desconto|Índice/);
    const pdf = await w.t.app.inject({ url: `/api/pedidos/${pedido}/pdf`, headers: { cookie: w.cookies.customer } });
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true })).text;
    expect(text).toContain('Total: R$ 150,00');
    expect(text).not.toMatch(/Desconto|Índice/);
  });

  it("another representative's seller and another customer cannot read it", async () => {
    const caio = await w.t.app.inject({ url: `/email-pedido/${pedido}`, headers: { cookie: w.cookies.caio } });
    expect(caio.statusCode).toBe(404);
    const other = await w.t.app.inject({ url: `/email-pedido/${pedido}`, headers: { cookie: w.cookies.blocked } });
    expect(other.statusCode).toBe(404);
  });

  it('the PDF carries the items and the total', async () => {
    const reply = await w.t.app.inject({ url: `/api/pedidos/${pedido}/pdf`, headers: { cookie: w.cookies.ana } });
    expect(reply.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(reply.rawPayload));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Tinta Acrílica Branca - Galão 3,6L');
    expect(text).toContain('Total: R$ 150,00');
    expect(text).toContain('Loja Azul Ltda');
  });
});

describe('sending', () => {
  it('POST /email-pedido/{id} mails several recipients through SMTP with the items and totals', async () => {
    const reply = await w.post(w.cookies.ana, `/email-pedido/${pedido}`, {
      para: 'compras@lojaazul.com.br, Gerente@LojaAzul.com.br',
    });
    expect(reply.body).toEqual({ retorno: true, mensagem: orderMailMessages.previewSent });
    const mail = smtp.received.find((m) => m.to.includes('compras@lojaazul.com.br'));
    expect(mail?.to.sort()).toEqual(['compras@lojaazul.com.br', 'gerente@lojaazul.com.br']);
    expect(mail?.from).toBe('loja@teste.com.br');
    expect(mail?.raw).toMatch(
      /Subject: =\?UTF-8\?Q\?Or=C3=A7amento_n=C2=BA_\d+_-_Tintas_Teste\?=|Subject: Orçamento nº \d+ - Tintas Teste/,
    );
    expect(mail?.text).toContain('Tinta Acrílica Branca - Galão 3,6L');
    expect(mail?.text).toContain('Total: R$ 150,00');
  });

  it('carries the company logo inside the mail, 35 px high', async () => {
    await w.post(w.cookies.ana, `/email-pedido/${pedido}`, { para: 'logo@lojaazul.com.br' });
    const raw = smtp.received.find((m) => m.to.includes('logo@lojaazul.com.br'))?.raw.replace(/=\r?\n/g, '') ?? '';
    expect(raw).toMatch(/<img src=(3D)?"cid:logo@balcao" alt=(3D)?"Logo Tintas Teste" height=(3D)?"35"/);
    expect(raw).toMatch(/Content-Type: image\/png[\s\S]*Content-ID: <logo@balcao>/);
  });

  it('an empty or invalid recipient blocks sending and nothing is queued', async () => {
    const before = smtp.received.length;
    const empty = await w.post(w.cookies.ana, `/email-pedido/${pedido}`, { para: ' , ' });
    expect(empty.status).toBe(400);
    expect(empty.body.exception).toBe(orderMailMessages.recipientRequired);
    const invalid = await w.post(w.cookies.ana, `/email-pedido/${pedido}`, { para: 'a@b.com.br, não-é-email' });
    expect(invalid.body.exception).toBe(orderMailMessages.invalidRecipient('não-é-email'));
    expect(smtp.received.length).toBe(before);
  });

  it("POST /enviar/email replies [true] and mails the sanitised HTML with the sale; a bad address gives 'false'", async () => {
    const ok = await w.post(w.cookies.ana, '/enviar/email', {
      email: 'cliente@lojaazul.com.br',
      titulo: 'Sua compra',
      html: '<p>Olá!</p><script>alert(1)</script>',
      cliente: w.customers.customer.id,
      carrinho: { tipo: 'vendas', codigo: pedido },
    });
    expect(ok.body).toEqual([true]);
    const mail = smtp.received.find((m) => m.to.includes('cliente@lojaazul.com.br'));
    expect(mail?.text).toContain('Olá!');
    expect(mail?.text).not.toContain('alert(1)');
    expect(mail?.text).toContain('Total: R$ 150,00');
    const bad = await w.post(w.cookies.ana, '/enviar/email/entrega', {
      email: 'x',
      titulo: 'Entrega',
      html: '<p>a</p>',
    });
    expect(bad.body).toBe('false');
    const customer = await w.post(w.cookies.customer, '/enviar/email', { email: 'a@b.com.br', html: '<p>a</p>' });
    expect(customer.status).toBe(403);
  });

  it("a free mail body that is not a mail is answered 'false', not refused, and nothing is sent", async () => {
    const before = smtp.received.length;
    for (const payload of [{ email: 'a@b.com.br', cliente: 'abc' }, { email: ['a@b.com.br'] }, {}]) {
      const reply = await w.post(w.cookies.ana, '/enviar/email', payload);
      expect(reply.status).toBe(200);
      expect(reply.body).toBe('false');
    }
    expect(smtp.received.length).toBe(before);
  });

  it('the /apimail previews show the HTML as it will be mailed, without scripts', async () => {
    for (const url of ['/apimail/visualizar-servicesendmail', '/apimail/visualizar-entrega']) {
      const reply = await w.post(w.cookies.ana, url, {
        html: '<p onclick="x()">Entrega amanhã</p><script>x()</script>',
      });
      expect(reply.raw.body).toContain('<p>Entrega amanhã</p>');
      expect(reply.raw.body).not.toContain('<script>');
    }
  });
});

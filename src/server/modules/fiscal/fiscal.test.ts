import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boletoBarcode, linhaDigitavel } from '../../../shared/br/boleto.js';
import { formatNfeKey, isValidNfeKey } from '../../../shared/br/nfe-key.js';
import { messages } from '../../../shared/messages.js';
import { orderMailMessages } from '../../../shared/schemas/order-mail.js';
import { invoices, receivables } from '../../db/schema/finance.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { accessWorld, type AccessWorld, type Owner } from '../../http/access.fixture.js';
import { insertReceivable } from '../../test/factories.js';
import { pdfImages } from '../../test/pdf-images.js';
import { startSmtpSink } from '../../test/smtp-sink.js';

let w: AccessWorld;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  // A customer may mail one address outside their record a day, so the relay limit shows at the second.
  w = await accessWorld({ SMTP_URL: smtp.url, CUSTOMER_MAIL_OTHER_ADDRESSES: '1' });
});
afterAll(async () => {
  await w.t.close();
  await smtp.close();
});

const idOf = (labels: Map<number, string>, label: string) => [...labels].find(([, value]) => value === label)?.[0] ?? 0;
const invoiceOf = (owner: Owner) => idOf(w.labels.invoice, `${owner}.invoice`);
const receivableOf = (owner: Owner) => idOf(w.labels.receivable, `${owner}.receivable`);

const get = (cookie: string | undefined, url: string) =>
  w.t.app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}apelido=padrao`, headers: { cookie: cookie ?? '' } });
const textOf = async (raw: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(raw)), { mergePages: true })).text.replace(/\s+/g, ' ');

async function noteOf(owner: Owner) {
  const [row] = await w.t.database.db
    .select({ key: invoices.accessKey, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.tenantId, w.tenant.id), eq(invoices.id, invoiceOf(owner))));
  return row ?? { key: '', number: '' };
}
const keyOf = async (owner: Owner) => (await noteOf(owner)).key;

describe('NF-e XML', () => {
  it('downloads the nfeProc as {chave}.xml for its customer', async () => {
    const reply = await get(w.cookies.customerA, `/nfe/xml?nota=${invoiceOf('A')}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('application/xml');
    const key = await keyOf('A');
    expect(isValidNfeKey(key)).toBe(true);
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="${key}.xml"`);
    expect(reply.body).toContain('<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">');
    expect(reply.body).toContain(`<infNFe Id="NFe${key}" versao="4.00">`);
    expect(reply.body).toContain(`<chNFe>${key}</chNFe>`);
    expect(reply.body).toContain('<xNome>Cliente Alfa');
  });

  it("refuses another customer's note as not found, and the seller of another representative", async () => {
    for (const [cookie, url] of [
      [w.cookies.customerB, `/nfe/xml?nota=${invoiceOf('A')}`],
      [w.cookies.customerA, `/nfe/xml?nota=${invoiceOf('B')}`],
      [w.cookies.seller2, `/nfe/xml?nota=${invoiceOf('A')}`],
      [w.cookies.customerB, `/nfe/danfe?xml=${invoiceOf('A')}`],
    ] as const) {
      const reply = await get(cookie, url);
      expect(reply.statusCode).toBe(404);
      expect(reply.json<{ exception: string }>().exception).toBe(messages.fiscal.noteNotFound);
    }
  });
});

describe('a note whose XML was not kept', () => {
  it('has no XML, no DANFE and cannot be mailed, alone or with others', async () => {
    const withoutXml = invoiceOf('C');
    await w.t.database.db
      .update(invoices)
      .set({ xml: null })
      .where(and(eq(invoices.tenantId, w.tenant.id), eq(invoices.id, withoutXml)));
    for (const url of [`/nfe/xml?nota=${withoutXml}`, `/nfe/danfe?xml=${withoutXml}`]) {
      const reply = await get(w.cookies.manager, url);
      expect(reply.statusCode).toBe(404);
      expect(reply.json<{ exception: string }>().exception).toBe(messages.fiscal.xmlMissing);
    }
    const mailed = await w.t.app.inject({
      method: 'POST',
      url: '/v1/emails/nfe/enviar?apelido=padrao',
      headers: { cookie: w.cookies.manager ?? '' },
      payload: { notas: [invoiceOf('A'), withoutXml], para: 'gestor@padrao.com.br', enviar: true },
    });
    expect(mailed.statusCode).toBe(404);
    expect(mailed.json<{ exception: string }>().exception).toBe(messages.fiscal.xmlMissing);
  });
});

describe('DANFE', () => {
  it('is laid out from the XML: key, emitter, recipient, items and totals', async () => {
    const reply = await get(w.cookies.seller1, `/nfe/danfe?xml=${invoiceOf('A')}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toBe(`inline; filename="DANFE-${await keyOf('A')}.pdf"`);
    const text = await textOf(reply.rawPayload);
    expect(text).toContain('DANFE');
    expect(text).toContain(formatNfeKey(await keyOf('A')));
    expect(text).toContain('Empresa Emitente de Teste');
    expect(text).toContain('Cliente Alfa');
    expect(text).toContain('529.982.247-25');
    expect(text).toContain('Tinta de teste');
    expect(text).toContain('VALOR TOTAL DA NOTA');
    expect(text).toContain('111,11');
    expect(text).toContain('SEM VALOR FISCAL');
  });

  it("shows the emitter's logo 35 points high (the default one while the company has none)", async () => {
    const reply = await get(w.cookies.seller1, `/nfe/danfe?xml=${invoiceOf('A')}`);
    expect(pdfImages(reply.rawPayload)).toEqual([{ width: 280, height: 70, drawnHeights: [35] }]);
  });
});

describe('boleto second copy', () => {
  it('prints the linha digitável of the due date and value, the updated value and the Pix of it', async () => {
    const reply = await get(w.cookies.customerA, `/api/boletos/${receivableOf('A')}/pdf`);
    expect(reply.statusCode).toBe(200);
    const text = await textOf(reply.rawPayload);
    const [row] = await w.t.database.db
      .select()
      .from(receivables)
      .where(and(eq(receivables.tenantId, w.tenant.id), eq(receivables.id, receivableOf('A'))));
    if (!row) throw new Error('no receivable');
    const nossoNumero = String(row.id).padStart(17, '0');
    expect(reply.headers['content-disposition']).toBe(`inline; filename="boleto-${nossoNumero}.pdf"`);
    // The company's CNPJ and the payer's CEP masked as people read them.
    expect(text).toContain('Tintas Padrão Ltda - CNPJ 11.222.333/0001-81');
    expect(text).toContain('13015-904');
    const barcode = boletoBarcode({
      bank: '001',
      dueOn: row.dueOn,
      valueCents: 1_001,
      freeField: `000000${nossoNumero}17`,
    });
    expect(text).toContain(linhaDigitavel(barcode));
    expect(text).toContain('R$ 10,01');
    // 60 days late (grace 3) at R$ 0,10 a day.
    expect(text).toContain('Valor atualizado até hoje: R$ 16,01');
    expect(text).toContain('Pix copia e cola');
    expect(text).toContain('5802BR');
    expect(text).toContain('Cliente Alfa');
  });

  it('has no second copy of a paid receivable', async () => {
    const [customer] = await w.t.database.db
      .select({ id: receivables.customerId })
      .from(receivables)
      .where(and(eq(receivables.tenantId, w.tenant.id), eq(receivables.id, receivableOf('A'))));
    const paid = await insertReceivable(w.t.database.db, w.tenant.id, customer?.id ?? 0, {
      status: 'Recebido',
      paidOn: '2026-01-10',
    });
    const reply = await get(w.cookies.customerA, `/api/boletos/${paid.id}/pdf`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ exception: string }>().exception).toBe(messages.fiscal.boletoPaid);
  });

  it("refuses another customer's boleto as not found", async () => {
    const reply = await get(w.cookies.customerB, `/api/boletos/${receivableOf('A')}/pdf`);
    expect(reply.statusCode).toBe(404);
    expect(reply.json<{ exception: string }>().exception).toBe(messages.fiscal.boletoNotFound);
  });
});

describe('POST /v1/emails/nfe/enviar', () => {
  const send = (cookie: string | undefined, payload: object) =>
    w.t.app.inject({
      method: 'POST',
      url: '/v1/emails/nfe/enviar?apelido=padrao',
      headers: { cookie: cookie ?? '' },
      payload,
    });
  const outbox = () => w.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, w.tenant.id));

  it('mails the XML and the DANFE of each note attached, under the company name, through the SMTP server', async () => {
    const before = (await outbox()).length;
    const reply = await send(w.cookies.customerA, {
      notas: [invoiceOf('A')],
      para: 'alfa@padrao.com.br',
      enviar: true,
    });
    expect(reply.statusCode).toBe(200);
    const { key, number } = await noteOf('A');
    expect(reply.json()).toEqual({
      retorno: true,
      mensagem: messages.fiscal.mailQueued,
      anexos: [`${key}.xml`, `DANFE-${key}.pdf`],
    });
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    expect(mail).toMatchObject({
      status: 'sent',
      recipients: ['alfa@padrao.com.br'],
      subject: 'Nota fiscal eletrônica - Tintas Padrão',
      html: `<p>Tintas Padrão envia em anexo o XML e o DANFE de:</p><ul><li>NF-e nº ${number} — chave ${key}</li></ul>`,
    });
    const files = mail?.attachments ?? [];
    expect(files.map((file) => [file.filename, file.contentType])).toEqual([
      [`${key}.xml`, 'application/xml'],
      [`DANFE-${key}.pdf`, 'application/pdf'],
    ]);
    expect(Buffer.from(files[0]?.content ?? '', 'base64').toString()).toContain(`<chNFe>${key}</chNFe>`);
    expect(
      Buffer.from(files[1]?.content ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(smtp.received.at(-1)?.to).toEqual(['alfa@padrao.com.br']);
  });

  it('lists every note of a mail of several, and says when the mail server left the mail in the queue', async () => {
    smtp.refuse(true);
    try {
      const reply = await send(w.cookies.manager, {
        notas: [invoiceOf('A'), invoiceOf('B')],
        para: 'compras@cliente.com.br',
        enviar: true,
      });
      expect(reply.json()).toMatchObject({ retorno: true, mensagem: orderMailMessages.queued });
    } finally {
      smtp.refuse(false);
    }
    const [a, b] = [await noteOf('A'), await noteOf('B')];
    expect((await outbox()).at(-1)).toMatchObject({
      status: 'pending',
      subject: 'Notas fiscais eletrônicas (2) - Tintas Padrão',
      html: `<p>Tintas Padrão envia em anexo o XML e o DANFE de:</p><ul><li>NF-e nº ${a.number} — chave ${a.key}</li><li>NF-e nº ${b.number} — chave ${b.key}</li></ul>`,
    });
  });

  it('refuses an address that is not an e-mail, naming it, and sends nothing', async () => {
    const before = (await outbox()).length;
    const reply = await send(w.cookies.manager, { notas: [invoiceOf('A')], para: 'compras@cliente, x', enviar: true });
    expect(reply.statusCode).toBe(400);
    const mensagem = orderMailMessages.invalidRecipient('compras@cliente');
    expect(reply.json()).toMatchObject({ exception: mensagem, erros: [{ campo: 'para', mensagem }] });
    expect(await outbox()).toHaveLength(before);
  });

  it("holds a customer, not the company's staff, to the daily limit of addresses outside their record", async () => {
    const before = (await outbox()).length;
    const strangers = { notas: [invoiceOf('A')], para: 'um@fora.com.br, dois@fora.com.br', enviar: true };
    const refused = await send(w.cookies.customerA, strangers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ exception: string }>().exception).toBe(messages.mailRelay.otherAddresses(1));
    expect(await outbox()).toHaveLength(before);
    expect((await send(w.cookies.manager, strangers)).statusCode).toBe(200);
    expect(await outbox()).toHaveLength(before + 1);
  });

  it("sends nothing when one of the notes is another customer's", async () => {
    const before = (await outbox()).length;
    const reply = await send(w.cookies.customerA, {
      notas: `${invoiceOf('A')},${invoiceOf('B')}`,
      para: 'alfa@padrao.com.br',
      enviar: 'S',
    });
    expect(reply.statusCode).toBe(404);
    expect(await outbox()).toHaveLength(before);
  });

  it('without enviar, only says what would be attached', async () => {
    const before = (await outbox()).length;
    const reply = await send(w.cookies.manager, { notas: [invoiceOf('B')], para: 'x@y.com.br', enviar: false });
    const key = await keyOf('B');
    expect(reply.json()).toEqual({ retorno: false, mensagem: '', anexos: [`${key}.xml`, `DANFE-${key}.pdf`] });
    expect(await outbox()).toHaveLength(before);
  });
});

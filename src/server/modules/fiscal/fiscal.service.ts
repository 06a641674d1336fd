import type { z } from 'zod';
import { isCustomer } from '../../../shared/domain/access.js';
import { messages } from '../../../shared/messages.js';
import type { invoiceMailRequest } from '../../../shared/schemas/fiscal.js';
import { orderMailMessages, parseRecipients } from '../../../shared/schemas/order-mail.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { Tenant } from '../../http/tenant.js';
import { registeredAddresses } from '../customers/index.js';
import { boletoPdfOf, danfeOf, type DocumentPool } from '../documents/index.js';
import { companyLogoPng, type FileStorage } from '../images/index.js';
import { admitRelay, notTakenYet, type MailService, type RelayLimits } from '../mail/index.js';
import { boletoDocument } from './boleto.js';
import { companyCity, invoicesFor, receivableFor, type FiscalScope } from './fiscal.repo.js';

const scopeOf = (auth: AuthContext): FiscalScope => ({ tenantId: auth.tenantId, viewer: auth });

/** A note the caller may see, with its XML; not theirs, or no XML kept, is a 404. */
async function noteWithXml(db: Db, auth: AuthContext, id: number) {
  const [note] = await invoicesFor(db, scopeOf(auth), [id]);
  if (!note) throw notFound(messages.fiscal.noteNotFound);
  if (!note.xml) throw notFound(messages.fiscal.xmlMissing);
  return { ...note, xml: note.xml };
}

export async function invoiceXml(db: Db, auth: AuthContext, id: number) {
  const note = await noteWithXml(db, auth, id);
  return { fileName: `${note.accessKey}.xml`, xml: note.xml };
}

/** What a DANFE needs: the note, the document threads, and the stored company logo for its emitter box. */
export type DanfeDeps = { db: Db; documents: DocumentPool; storage: FileStorage };

export async function invoiceDanfe(deps: DanfeDeps, auth: AuthContext, id: number) {
  const note = await noteWithXml(deps.db, auth, id);
  const logo = await companyLogoPng(deps, auth.tenantId);
  return { fileName: `DANFE-${note.accessKey}.pdf`, pdf: await danfeOf(deps.documents, note.xml, logo) };
}

type MailDeps = DanfeDeps & { mail: MailService; customerMail: RelayLimits };

/**
 * Mails the XML and DANFE of each note as attachments, through the outbox. Every note must be the
 * caller's (one that is not: 404, nothing sent); a customer mails within the relay limits like any
 * other mail they send. With `enviar` false the reply lists the attachments and nothing is queued.
 */
export async function mailInvoices(
  deps: MailDeps,
  auth: AuthContext,
  tenant: Tenant,
  input: z.output<typeof invoiceMailRequest>,
) {
  const ids = [...new Set(input.notas)];
  const found = await invoicesFor(deps.db, scopeOf(auth), ids);
  if (found.length !== ids.length) throw notFound(messages.fiscal.noteNotFound);
  const notes = found.flatMap((note) => (note.xml ? [{ ...note, xml: note.xml }] : []));
  if (notes.length !== found.length) throw notFound(messages.fiscal.xmlMissing);
  const recipients = parseRecipients(input.para);
  if (!recipients.ok) throw badRequest(recipients.message, [{ campo: 'para', mensagem: recipients.message }]);
  const names = notes.flatMap((note) => [`${note.accessKey}.xml`, `DANFE-${note.accessKey}.pdf`]);
  if (!input.enviar) return { retorno: false, mensagem: '', anexos: names };
  if (isCustomer(auth)) {
    const own = await registeredAddresses(deps.db, auth.tenantId, auth.id);
    await admitRelay(
      deps.db,
      auth.tenantId,
      { kind: 'customer', id: auth.id },
      recipients.emails,
      own,
      deps.customerMail,
    );
  }
  const attachments = [];
  const logo = await companyLogoPng(deps, auth.tenantId);
  for (const { accessKey, xml } of notes) {
    attachments.push(
      {
        filename: `${accessKey}.xml`,
        contentType: 'application/xml',
        content: Buffer.from(xml).toString('base64'),
      },
      {
        filename: `DANFE-${accessKey}.pdf`,
        contentType: 'application/pdf',
        content: (await danfeOf(deps.documents, xml, logo)).toString('base64'),
      },
    );
  }
  const list = notes.map((note) => `<li>NF-e nº ${note.number} — chave ${note.accessKey}</li>`).join('');
  const status = await deps.mail.deliver({
    tenantId: auth.tenantId,
    to: recipients.emails,
    subject: `${messages.fiscal.mailSubject(notes.length)} - ${tenant.tradeName}`,
    html: `<p>${tenant.tradeName} envia em anexo o XML e o DANFE de:</p><ul>${list}</ul>`,
    attachments,
  });
  const mensagem = notTakenYet(status) ? orderMailMessages.queued : messages.fiscal.mailQueued;
  return { retorno: true, mensagem, anexos: names };
}

/** A receivable's boleto (second copy) as PDF; not the caller's is a 404, a paid one a 400. */
export async function boletoPdf(db: Db, pool: DocumentPool, auth: AuthContext, tenant: Tenant, id: number) {
  const receivable = await receivableFor(db, scopeOf(auth), id, tenant.overdueGraceDays);
  if (!receivable) throw notFound(messages.fiscal.boletoNotFound);
  if (receivable.paidOn) throw badRequest(messages.fiscal.boletoPaid);
  const city = (await companyCity(db, tenant.id)) ?? tenant.tradeName;
  const document = boletoDocument(receivable, { name: tenant.legalName, document: tenant.cnpj, city });
  return { fileName: `boleto-${document.nossoNumero}.pdf`, pdf: await boletoPdfOf(pool, document) };
}

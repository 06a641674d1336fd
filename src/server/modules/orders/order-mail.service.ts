import type { z } from 'zod';
import { isCustomer } from '../../../shared/domain/access.js';
import {
  orderMailMessages,
  parseRecipients,
  type freeMailRequest,
  type orderMailRequest,
} from '../../../shared/schemas/order-mail.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { Tenant } from '../../http/tenant.js';
import { pdfOf, sanitizeRichText, type DocumentPool } from '../documents/index.js';
import { admitRelay, notTakenYet, type MailService, type RelayLimits } from '../mail/index.js';
import { registeredAddresses } from '../customers/index.js';
import { visibleOrder } from './cart.service.js';
import { companyLogoPng, logoOf, type FileStorage } from '../images/index.js';
import { documentTitle, htmlPage, orderDocumentHtml } from './order-document.js';
import { findItems } from './orders.repo.js';

/** E-mail, print and PDF of orders and budgets (spec sections 7 and 8). */

type OrderDocument = { title: string; html: string };

/** What the PDF and the mail of an order need besides the request: the logo comes from `storage`. */
export type OrderDocumentDeps = { db: Db; documents: DocumentPool; storage: FileStorage; mail: MailService };

/**
 * The order's document, when the caller may see the order (a 404 otherwise); a customer's has no
 * seller discounts.
 */
async function documentOf(
  db: Db,
  auth: AuthContext,
  tenant: Tenant,
  id: number,
  logoUrl?: string,
): Promise<OrderDocument> {
  const row = await visibleOrder(db, auth, id);
  const items = await findItems(db, auth.tenantId, id);
  return { title: documentTitle(row.order, tenant), html: orderDocumentHtml(tenant, row, items, auth, logoUrl) };
}

/** The preview page (and, with `print`, the print view) of an order or a budget. */
export async function orderPage(db: Db, auth: AuthContext, tenant: Tenant, id: number, print: boolean) {
  const { url } = await logoOf(db, auth.tenantId, undefined);
  const doc = await documentOf(db, auth, tenant, id, url);
  return htmlPage(doc.title, doc.html, print);
}

/** The order's document as a PDF file headed by the company logo, made on a document thread. */
export async function orderPdf(deps: Omit<OrderDocumentDeps, 'mail'>, auth: AuthContext, tenant: Tenant, id: number) {
  const doc = await documentOf(deps.db, auth, tenant, id);
  return pdfOf(deps.documents, doc.html, doc.title, await companyLogoPng(deps, auth.tenantId));
}

/** The logo travels inside the mail (a mail client has no page address to load `/arquivos` from). */
const LOGO_CID = 'logo@balcao';

/**
 * Sends the order's preview to `para` (several addresses, comma-separated), under the document's
 * own title as the subject; refused unless it left. A customer mails within the day's limits:
 * their registered addresses, and a few others (`customerMail`), so the store cannot be used to
 * send mail to strangers.
 */
export async function mailOrder(
  { db, mail, storage }: Omit<OrderDocumentDeps, 'documents'>,
  auth: AuthContext,
  tenant: Tenant,
  id: number,
  input: z.infer<typeof orderMailRequest>,
  customerMail: RelayLimits,
) {
  const doc = await documentOf(db, auth, tenant, id, `cid:${LOGO_CID}`);
  const recipients = parseRecipients(input.para);
  if (!recipients.ok) throw badRequest(recipients.message, [{ campo: 'para', mensagem: recipients.message }]);
  if (isCustomer(auth)) {
    const own = await registeredAddresses(db, auth.tenantId, auth.id);
    await admitRelay(db, auth.tenantId, { kind: 'customer', id: auth.id }, recipients.emails, own, customerMail);
  }
  const status = await mail.deliver({
    tenantId: auth.tenantId,
    to: recipients.emails,
    subject: doc.title,
    html: htmlPage(doc.title, doc.html),
    attachments: [
      {
        filename: 'logo.png',
        contentType: 'image/png',
        content: (await companyLogoPng({ db, storage }, auth.tenantId)).toString('base64'),
        cid: LOGO_CID,
      },
    ],
  });
  if (notTakenYet(status)) throw badRequest(orderMailMessages.queued);
  return { retorno: true as const, mensagem: orderMailMessages.previewSent };
}

/** The HTML a seller wrote, as it will be mailed: sanitised, in the mail's page. */
export function freeMailPage(tenant: Tenant, html: string): string {
  return htmlPage(tenant.tradeName, sanitizeRichText(html));
}

/**
 * Sends the HTML a seller wrote (sanitised), with the cart's document after it when one is named.
 * True when the mail left or was kept in the outbox; false when it did not, or had no valid recipient.
 */
export async function sendFreeMail(
  db: Db,
  mail: MailService,
  auth: AuthContext,
  tenant: Tenant,
  input: z.infer<typeof freeMailRequest>,
): Promise<boolean> {
  const recipients = parseRecipients(input.email);
  if (!recipients.ok) return false;
  const { titulo, html, carrinho } = input;
  let text = sanitizeRichText(html);
  if (carrinho?.codigo) text += (await documentOf(db, auth, tenant, carrinho.codigo)).html;
  const status = await mail.deliver({
    tenantId: auth.tenantId,
    to: recipients.emails,
    subject: titulo || tenant.tradeName,
    html: htmlPage(titulo, text),
  });
  return status === 'sent' || status === 'kept';
}

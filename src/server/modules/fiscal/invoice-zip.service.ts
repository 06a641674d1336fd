import { messages } from '../../../shared/messages.js';
import { invoiceZipName, type InvoiceZipQuery } from '../../../shared/schemas/fiscal.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { notFound } from '../../http/errors.js';
import { danfeOf, type DocumentPool } from '../documents/index.js';
import { companyLogoPng } from '../images/index.js';
import type { DanfeDeps } from './fiscal.service.js';
import { notesWithXmlPage, type FiscalScope, type NotePeriod } from './fiscal.repo.js';
import { zipStream, type ZipEntry } from './zip-writer.js';

/** Notes read per query: a page's XML stays small in memory while its DANFEs are made. */
const PAGE_SIZE = 50;

type Note = Awaited<ReturnType<typeof notesWithXmlPage>>[number];

/** The period's notes page by page: the first, already read, then each next page as the ZIP asks for it. */
async function* pagesFrom(
  db: Db,
  scope: FiscalScope,
  period: NotePeriod,
  first: Note[],
  size: number,
): AsyncGenerator<Note[]> {
  for (let page = first; ;) {
    yield page;
    // A page without its last place filled is the period's last page.
    const last = page[size - 1];
    if (!last) return;
    page = await notesWithXmlPage(db, scope, period, { issuedOn: last.issuedOn, id: last.id }, size);
  }
}

/** Each note's XML and DANFE (made on a worker thread, one at a time), as the ZIP asks for them. */
async function* entriesOf(pool: DocumentPool, logo: Buffer, pages: AsyncIterable<Note[]>): AsyncGenerator<ZipEntry> {
  for await (const page of pages) {
    for (const note of page) {
      yield { name: `${note.accessKey}.xml`, data: Buffer.from(note.xml, 'utf8') };
      yield { name: `DANFE-${note.accessKey}.pdf`, data: await danfeOf(pool, note.xml, logo) };
    }
  }
}

/**
 * The accountant's monthly file: one ZIP with the XML and DANFE of every note of the period that
 * the caller may see (a customer their own; an operator per their reach, optionally one customer).
 * Notes imported without XML have nothing to give and are left out. An empty period is a 404 with
 * a message rather than an empty archive; the first page is read before answering for that reason.
 */
export async function invoiceZip(deps: DanfeDeps, auth: AuthContext, query: InvoiceZipQuery, pageSize = PAGE_SIZE) {
  const scope: FiscalScope = { tenantId: auth.tenantId, viewer: auth };
  const period: NotePeriod = { from: query.de, to: query.ate, customerId: query.cliente };
  const first = await notesWithXmlPage(deps.db, scope, period, undefined, pageSize);
  if (first.length === 0) throw notFound(messages.fiscal.zipEmpty);
  const logo = await companyLogoPng(deps, auth.tenantId);
  return {
    fileName: invoiceZipName(query),
    file: zipStream(entriesOf(deps.documents, logo, pagesFrom(deps.db, scope, period, first, pageSize))),
  };
}

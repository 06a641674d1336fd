import { renderBoleto, type BoletoDocument } from './boleto-pdf.js';
import { renderDanfe } from './danfe.js';
import { jobRunner } from './document-job-runner.js';
import { renderPdf } from './pdf.js';
import { writeSpreadsheet } from './spreadsheet.js';

/**
 * Every document a worker thread makes (this module runs only there). A new document (DANFE, a
 * report) is one more entry here, started with `DocumentPool.start`.
 */
export const documentJobs = {
  /** HTML (sanitised here) as a PDF, headed by the logo when given; more than PDF_LIMITS is a 400. */
  pdf: (input: { html: string; title?: string | undefined; logo?: Uint8Array | undefined }): Promise<Uint8Array> =>
    renderPdf(input.html, input.title, input.logo),
  /** Rows fed through the job's channel, written as they come into a streamed .xlsx. */
  spreadsheet: writeSpreadsheet,
  /** The DANFE of an NF-e, laid out from its XML (a note that is not an NF-e is a 400). */
  danfe: (input: { xml: string; logo?: Uint8Array | undefined }): Promise<Uint8Array> =>
    renderDanfe(input.xml, input.logo),
  /** A boleto's second copy with its barcode and the Pix BR Code of the same amount. */
  boleto: (input: BoletoDocument): Promise<Uint8Array> => renderBoleto(input),
};

export default jobRunner(documentJobs);

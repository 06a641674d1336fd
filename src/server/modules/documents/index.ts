/** The face of the documents module: what other modules, the composition root and tools may use. */
export { DocumentPool } from './document-pool.js';
export { documentRoutes } from './documents.routes.js';
export type { BoletoDocument } from './boleto-pdf.js';
export { boletoPdfOf, danfeOf, pdfOf } from './documents.service.js';
export { sanitizePageHtml, sanitizeRichText } from './rich-text.js';

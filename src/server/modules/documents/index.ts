/** The face of the documents module: what other modules, the composition root and tools may use. */
export { DocumentPool } from './document-pool.js';
export { documentRoutes } from './documents.routes.js';
export { pdfOf } from './documents.service.js';
export { sanitizeRichText } from './rich-text.js';

/** The face of the documents module: what other modules, the composition root and tools may use. */
export { documentRoutes } from './documents.routes.js';
export { renderPdf } from './pdf.js';
export { sanitizeRichText } from './rich-text.js';

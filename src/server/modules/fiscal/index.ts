/** The face of the fiscal module (NF-e and boletos): what other modules, the composition root and tools may use. */
export { fiscalRoutes } from './fiscal.routes.js';
export { keyOf, nfeProcXml, type NfeAddress, type NfeItem, type NfeNote, type NfeParty } from './nfe-xml.js';

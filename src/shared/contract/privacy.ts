import { PDF_TYPE } from '../schemas/documents.js';
import {
  dataRequest,
  dataRequestAnswer,
  dataRequestAnswerReply,
  dataRequestParams,
  dataRequestReply,
  JSON_TYPE,
  ownContactData,
  ownContactReply,
} from '../schemas/privacy.js';
import { documentReply, endpoint } from './endpoint.js';

/**
 * A customer's rights over their personal data (LGPD art. 18): see it all (JSON and PDF), correct
 * what they may, ask for a change or for erasure; admins answer the requests (the list is the
 * grid `gridCalls.dataRequests`).
 */
export const privacyCalls = {
  /** Everything we keep about the caller, as JSON: 'meus-dados.json'. */
  exportJson: endpoint({
    method: 'GET',
    path: '/api/minha-conta/dados.json',
    access: 'customer',
    reply: documentReply(JSON_TYPE),
    limit: 'export',
  }),
  /** The same, laid out to read, as PDF (made on the document threads). */
  exportPdf: endpoint({
    method: 'GET',
    path: '/api/minha-conta/dados.pdf',
    access: 'customer',
    reply: documentReply(PDF_TYPE),
    limit: 'pdf',
  }),
  /** Phones and contact name, changed by the customer. */
  updateContact: endpoint({
    method: 'PUT',
    path: '/api/minha-conta/dados',
    access: 'customer',
    body: ownContactData,
    reply: ownContactReply,
  }),
  /** An erasure request, or a change of what the customer may not edit: queued for an admin. */
  request: endpoint({
    method: 'POST',
    path: '/api/minha-conta/solicitacoes',
    access: 'customer',
    body: dataRequest,
    reply: dataRequestReply,
  }),
  /** An admin marks a request handled or refused, with a note. */
  answer: endpoint({
    method: 'POST',
    path: '/api/solicitacoes-titulares/:id',
    access: 'admin',
    params: dataRequestParams,
    body: dataRequestAnswer,
    reply: dataRequestAnswerReply,
  }),
};

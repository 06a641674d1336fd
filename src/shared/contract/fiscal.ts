import { PDF_TYPE } from '../schemas/documents.js';
import {
  boletoParams,
  danfeQuery,
  invoiceMailReply,
  invoiceMailRequest,
  invoiceXmlQuery,
  invoiceZipQuery,
  XML_TYPE,
  ZIP_TYPE,
} from '../schemas/fiscal.js';
import { documentReply, endpoint } from './endpoint.js';

/**
 * NF-e documents and boleto second copies. Every call reads one record that the access policy
 * decides: a customer only their own, an operator per their reach; not yours is a 404.
 */
export const fiscalCalls = {
  /** The note's XML as issued (nfeProc), downloaded as '{chave}.xml'. */
  xml: endpoint({
    method: 'GET',
    path: '/nfe/xml',
    access: 'session',
    query: invoiceXmlQuery,
    reply: documentReply(XML_TYPE),
  }),
  /** The DANFE, laid out from that XML. */
  danfe: endpoint({
    method: 'GET',
    path: '/nfe/danfe',
    access: 'session',
    query: danfeQuery,
    reply: documentReply(PDF_TYPE),
    limit: 'pdf',
  }),
  /**
   * One ZIP with the XML and DANFE of every note of a period (default: the previous month), streamed;
   * a customer gets their own, an operator per their reach (`cliente` narrows to one customer).
   */
  zip: endpoint({
    method: 'GET',
    path: '/api/nfe/zip',
    access: 'session',
    query: invoiceZipQuery,
    reply: documentReply(ZIP_TYPE),
    limit: 'export',
  }),
  /** XML and DANFE of the notes as attachments, through the outbox. */
  sendMail: endpoint({
    method: 'POST',
    path: '/v1/emails/nfe/enviar',
    access: 'session',
    body: invoiceMailRequest,
    reply: invoiceMailReply,
    limit: 'mail',
  }),
  /** A receivable's boleto (second copy) with the Pix BR Code of the same amount. */
  boleto: endpoint({
    method: 'GET',
    path: '/api/boletos/:id/pdf',
    access: 'session',
    params: boletoParams,
    reply: documentReply(PDF_TYPE),
    limit: 'pdf',
  }),
};

import {
  approvalParams,
  approveRequest,
  capParams,
  capRequest,
  decisionReply,
  noticesReply,
  orderApprovalParams,
  orderApprovalReply,
  refuseRequest,
} from '../schemas/discount-approval.js';
import { endpoint } from './endpoint.js';
import { grid } from './grids.js';

/**
 * The discount policy (issue 17): each seller's cap, the managers' approval queue and the seller's
 * view of their order's request. Who may (managers and admins) is the service's check: the
 * contract's access levels have no 'manager'.
 */
export const discountCalls = {
  /** The approval queue ('Aprovações de desconto'), pending first; managers and admins. */
  queue: grid('/api/aprovacoes-desconto/grid', 'operator'),
  /** The sellers and their caps ('Limites de desconto'); managers and admins. */
  caps: grid('/api/politica-desconto/grid', 'operator'),
  approve: endpoint({
    method: 'POST',
    path: '/api/aprovacoes-desconto/:codigo/aprovar',
    access: 'operator',
    params: approvalParams,
    body: approveRequest,
    reply: decisionReply,
  }),
  refuse: endpoint({
    method: 'POST',
    path: '/api/aprovacoes-desconto/:codigo/recusar',
    access: 'operator',
    params: approvalParams,
    body: refuseRequest,
    reply: decisionReply,
  }),
  /** The latest request of an order the caller may see (the terminal's 'Aguardando aprovação'). */
  ofOrder: endpoint({
    method: 'GET',
    path: '/api/aprovacoes-desconto/pedido/:pedido',
    access: 'operator',
    params: orderApprovalParams,
    reply: orderApprovalReply,
  }),
  /** Decisions the caller has not seen yet; answering marks them seen (so a POST). */
  notices: endpoint({
    method: 'POST',
    path: '/api/aprovacoes-desconto/avisos',
    access: 'operator',
    reply: noticesReply,
  }),
  setCap: endpoint({
    method: 'PUT',
    path: '/api/politica-desconto/vendedores/:codigo',
    access: 'operator',
    params: capParams,
    body: capRequest,
    reply: decisionReply,
  }),
};

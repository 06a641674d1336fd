import {
  canFormulaQuery,
  colourantParams,
  canFormulaReply,
  formulaImportReply,
  formulaImportRequest,
  nearColoursQuery,
  nearColoursReply,
  restockColourantReply,
  restockColourantRequest,
  tintChartReply,
  tintProductParams,
  tintSearchQuery,
  tintSearchReply,
} from '../schemas/tinting.js';
import { endpoint } from './endpoint.js';

/** Tinting (docs/tinting.md): the company's colour catalogue, open like the shop's catalogue. */
export const tintingCalls = {
  /** The spec's tinting search: machines → lines → types → units → colours, each narrowed by the previous. */
  search: endpoint({
    method: 'GET',
    path: '/api/tintas/pesquisa',
    access: 'public',
    query: tintSearchQuery,
    reply: tintSearchReply,
  }),
  /** The colour chart of a tint base (`/tintas/{productId}`), prices as the shop shows them. */
  chart: endpoint({
    method: 'GET',
    path: '/api/tintas/produtos/:id',
    access: 'public',
    params: tintProductParams,
    reply: tintChartReply,
  }),
  /** 'Encontrar cor parecida': the active colours nearest to an sRGB colour by CIEDE2000. */
  nearColours: endpoint({
    method: 'GET',
    path: '/api/tintas/cores/proximas',
    access: 'public',
    query: nearColoursQuery,
    reply: nearColoursReply,
  }),
  /** The terminal's 'Tingir': a colour's formula (colourant amounts) for a base's can and what the colourants cost. */
  canFormula: endpoint({
    method: 'GET',
    path: '/api/tintas/formula',
    access: 'operator',
    query: canFormulaQuery,
    reply: canFormulaReply,
  }),
  /** The dispenser software's CSV of formulas: a preview (`gravar` false) or the write, in one transaction. Managers. */
  importFormulas: endpoint({
    method: 'POST',
    path: '/api/tintas/formulas/importar',
    access: 'operator',
    body: formulaImportRequest,
    reply: formulaImportReply,
    limit: 'export',
  }),
  /** 'Repor': adds to a machine's colourant stock, with a reason (audited). Managers and admins. */
  restockColourant: endpoint({
    method: 'POST',
    path: '/api/tintas/corantes/:id/repor',
    access: 'operator',
    params: colourantParams,
    body: restockColourantRequest,
    reply: restockColourantReply,
  }),
};

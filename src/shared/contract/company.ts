import { companyInput, companyReply, companyView } from '../schemas/company.js';
import { endpoint } from './endpoint.js';

/** 'Dados da empresa': the admin reads and changes the company's data and its store switches. */
export const companyCalls = {
  get: endpoint({ method: 'GET', path: '/api/empresa', access: 'admin', reply: companyView }),
  save: endpoint({ method: 'PUT', path: '/api/empresa', access: 'admin', body: companyInput, reply: companyReply }),
};

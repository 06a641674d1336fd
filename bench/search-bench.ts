import type { FastifyInstance } from 'fastify';
import { timeIt } from './stats.js';

/**
 * The first page of a search as people type it (lower case, no accents, several words): customers
 * by name or trade name in the customer list ('Contendo'), a common and a rare word, and products
 * at the terminal. Issue #19's target: p95 ≤ 50 ms on the large company.
 */
export async function searchTimings(app: FastifyInstance, alias: string, cookie: string) {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `${url}?apelido=${alias}`, headers: { cookie }, payload });
  const customers = (value: string) => () =>
    post('/cliente/result', { like: { column: 'cfinomcli', option: '0', value }, limit: { page: 0, offset: 20 } });
  return {
    commonCustomer: await timeIt(30, customers('silva')),
    rareCustomer: await timeIt(30, customers('joao comercio')),
    products: await timeIt(30, () => post('/api/produtos/busca', { termo: 'acrilica branco', campo: 'todos' })),
  };
}

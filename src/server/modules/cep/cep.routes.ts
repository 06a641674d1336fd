import type { FastifyInstance } from 'fastify';
import { isValidCep } from '../../../shared/br/cep.js';
import { onlyDigits } from '../../../shared/br/only-digits.js';
import { cepCalls } from '../../../shared/contract/cep.js';
import { cepMessages } from '../../../shared/schemas/customer.js';
import type { ReplyEnvelope } from '../../../shared/schemas/envelope.js';
import type { PostalCodeProvider } from './postal-code-provider.js';
import { route } from '../../http/route.js';

const notFound: ReplyEnvelope & { erro: true } = {
  erro: true,
  msg: { tipo: 'warning', mensagem: cepMessages.notFound },
};

/** What these routes need from the composition root. */
type RouteDeps = { postalCodes: PostalCodeProvider };

/** GET /api/cep/{cep}: our server asks the postal-code service, so the browser never calls it. */
export function cepRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, cepCalls.lookup, async ({ params, request, reply }) => {
    if (!isValidCep(params.cep)) return reply.status(400).send(notFound);
    try {
      const address = await ctx.postalCodes.lookup(onlyDigits(params.cep));
      if (!address) return reply.status(404).send(notFound);
      return {
        cep: address.cep,
        uf: address.state,
        localidade: address.city,
        bairro: address.district,
        logradouro: address.street,
      };
    } catch (error) {
      request.log.warn(error);
      return reply.status(502).send(notFound);
    }
  });
}

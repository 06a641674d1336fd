import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidCep } from '../../../shared/br/cep.js';
import { onlyDigits } from '../../../shared/br/only-digits.js';
import { cepMessages, type AddressLookupReply } from '../../../shared/schemas/customer.js';
import type { ReplyEnvelope } from '../../../shared/schemas/envelope.js';
import type { AppContext } from '../../app-context.js';

const notFound: ReplyEnvelope & { erro: true } = {
  erro: true,
  msg: { tipo: 'warning', mensagem: cepMessages.notFound },
};

/** GET /api/cep/{cep}: our server asks the postal-code service, so the browser never calls it. */
export function cepRoutes(app: FastifyInstance, ctx: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/cep/:cep', { schema: { params: z.object({ cep: z.string() }) } }, async (request, reply) => {
      if (!isValidCep(request.params.cep)) return reply.status(400).send(notFound);
      try {
        const address = await ctx.postalCodes.lookup(onlyDigits(request.params.cep));
        if (!address) return reply.status(404).send(notFound);
        const body: AddressLookupReply = {
          cep: address.cep,
          uf: address.state,
          localidade: address.city,
          bairro: address.district,
          logradouro: address.street,
        };
        return body;
      } catch (error) {
        request.log.warn(error);
        return reply.status(502).send(notFound);
      }
    });
}

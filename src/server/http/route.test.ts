import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, envelope } from '../../shared/contract/endpoint.js';
import { registerErrorHandler } from './error-handler.js';
import { conflict } from './errors.js';
import { route } from './route.js';

/** A bare app with one contract entry, without the tenant and session hooks. */
async function appWith(handler: (body: { amount: number }) => object) {
  const app = Fastify();
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const entry = endpoint({
    method: 'POST',
    path: '/try',
    access: 'public',
    body: z.object({ amount: z.string().transform((text) => Number(text) * 100) }),
    reply: envelope({ total: z.number() }),
    refusal: z.object({ fresh: z.number() }),
  });
  route(app, entry, ({ body }) => handler(body) as never);
  await app.ready();
  return app;
}

describe('route()', () => {
  it('reads the body once through its schema (a transform is applied exactly once)', async () => {
    const app = await appWith((body) => ({ total: body.amount }));
    const reply = await app.inject({ method: 'POST', url: '/try', payload: { amount: '2' } });
    expect(reply.json()).toEqual({ total: 200 });
  });

  it('refuses bad input with the pt-BR 400 envelope naming the field', async () => {
    const app = await appWith((body) => ({ total: body.amount }));
    const reply = await app.inject({ method: 'POST', url: '/try', payload: { amount: 7 } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().erros).toEqual([{ campo: 'amount', mensagem: expect.any(String) }]);
    expect(reply.body).not.toMatch(/expected|received|NaN|undefined/i);
  });

  it('drops what neither the reply nor the refusal declares', async () => {
    const ok = await appWith(() => ({ total: 1, secret: 'x' }));
    expect((await ok.inject({ method: 'POST', url: '/try', payload: { amount: '1' } })).json()).toEqual({ total: 1 });
    const refused = await appWith(() => {
      throw conflict('Mudou.', undefined, { fresh: 3, secret: 'x' });
    });
    const reply = await refused.inject({ method: 'POST', url: '/try', payload: { amount: '1' } });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ exception: 'Mudou.', fresh: 3 });
  });
});

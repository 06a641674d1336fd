import Fastify from 'fastify';

/** The baseline of `npm run bench`: Fastify's hello-world on this machine, in a process of its own. */
const app = Fastify();
app.post('/', () => ({ hello: 'world' }));
process.stdout.write(`${await app.listen({ port: 0, host: '127.0.0.1' })}\n`);

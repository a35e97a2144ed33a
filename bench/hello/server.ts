import Fastify from 'fastify';

/**
 * The ceiling: the cheapest JSON route Fastify can serve on this machine. The shop's
 * routes are judged as a fraction of it, which makes the targets portable between a
 * laptop and a 2-core CI box. Run by the bench as a child process.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const port = Number(process.env.PORT ?? '0');
await app.listen({ port, host: '127.0.0.1' });
console.log(`hello server ready on port ${port}`);

process.once('SIGTERM', () => void app.close().finally(() => process.exit(0)));

// The baseline of bench/product-list.mjs: a bare Fastify server (default options, no plugins, no
// logger) whose one route answers the very bytes the real endpoint gave, held in memory as a
// buffer, so that the baseline does only what any Fastify answer must: routing and HTTP.
//   node bench/lib/bare-server.mjs <body.json> <port>
import fs from 'node:fs';
import Fastify from 'fastify';

const [bodyFile, port] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);

const app = Fastify();
app.get('/api/products/', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
app.get('/health', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

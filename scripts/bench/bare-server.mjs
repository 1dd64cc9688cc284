// The yardstick: a bare Fastify server answering the catalogue's JSON from memory, serialised per request.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [fixturePath = '', port = '3100'] = process.argv.slice(2);
const fixture = JSON.parse(readFileSync(fixturePath, 'utf8'));
const app = Fastify({ logger: false });
app.get('/api/products', async () => fixture.list);
app.get('/api/products/:id', async () => fixture.product);
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.send?.('ready');

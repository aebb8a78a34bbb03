/**
 * A server process for shutdown.test.ts: GET /slow answers after SLOW_MS, GET /hang never does;
 * prints its port, then waits for signals through shutdownOnSignals (SHUTDOWN_GRACE_MS).
 */
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { shutdownOnSignals } from '../shutdown';

const app = Fastify();
app.get('/slow', async () => {
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.SLOW_MS ?? 1000)));
  return { done: true };
});
app.get('/hang', () => new Promise(() => undefined));
app.addHook('onClose', async () => console.log('closed'));
await app.listen({ host: '127.0.0.1', port: 0 });
shutdownOnSignals(app, { graceMs: Number(process.env.SHUTDOWN_GRACE_MS ?? 15_000) });
console.log(`port ${(app.server.address() as AddressInfo).port}`);

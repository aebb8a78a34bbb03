/** Test support: a second app instance over the same Postgres database, as behind a balancer. */
import { afterAll } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import type { App } from '../http/types';
import type { TestDatabase } from './test-db';

/** Another app over `database`, with a pool of its own; closed after the file. */
export async function secondInstance(database: TestDatabase): Promise<App> {
  const second = await openDatabase({ url: database.url, poolSize: 2, migrate: false });
  const app = await buildApp({ database: second });
  afterAll(async () => {
    await app.close();
    await second.close();
  });
  return app;
}

/** Waits until `check` holds (a NOTIFY crossing instances takes milliseconds), at most 3 s. */
export async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + 3_000;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

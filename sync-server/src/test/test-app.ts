import { afterAll } from 'vitest';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import type { App } from '../http/types';
import { createTestDatabase, type TestDatabase } from './test-db';
import { createSession, SESSION_COOKIE } from '../domains/session/session-store';
import { profiles, providers, users } from '../db/schema';
import { hashSecret } from '../security/secrets';
import { ALL_PERMISSION_CODES } from '@pos/shared/permissions';
import type { Db } from '../db/client';
import { seedReferenceData } from '../domains/reference/seed-reference-data';

export interface TestContext {
  app: App;
  database: TestDatabase;
  db: Db;
}

/**
 * Builds the app over a fresh Postgres database, with the reference data seeded; both are closed
 * and dropped after the file. `listen`: also serve real HTTP on 127.0.0.1 (its /api address in
 * `apiUrl`), for tests of concurrent clients; `poolSize` lets their transactions run side by side.
 */
export async function setupTestApp(opts: { poolSize?: number; listen?: boolean } = {}): Promise<TestContext & { apiUrl: string }> {
  const database = await createTestDatabase({ poolSize: opts.poolSize });
  await seedReferenceData(database.db);
  const app = await buildApp({ database });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  let apiUrl = '';
  if (opts.listen) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  }
  return { app, database, db: database.db, apiUrl };
}

let counter = 0;
const unique = (prefix: string) => `${prefix}${process.pid}x${Date.now().toString(36)}x${++counter}`;

export async function createProvider(db: Db, values: Partial<typeof providers.$inferInsert> = {}) {
  const [row] = await db.insert(providers).values({ name: unique('Provider '), ...values }).returning();
  return row!;
}

export interface TestUser {
  id: number;
  providerId: number;
  username: string;
  password: string;
  profileId: number;
  /** Cookie header value of a logged-in session. */
  cookie: string;
}

/**
 * A user of the provider with a profile holding exactly these permissions (all by default),
 * already logged in (the session is made directly; login itself is tested through the API).
 */
export async function createUser(
  db: Db,
  providerId: number,
  opts: { permissions?: readonly number[]; password?: string; username?: string; values?: Partial<typeof users.$inferInsert> } = {},
): Promise<TestUser> {
  const permissions = opts.permissions ?? ALL_PERMISSION_CODES;
  const password = opts.password ?? 'Secret123';
  const [profile] = await db.insert(profiles).values({ providerId, name: unique('Profile '), permissions: [...permissions] }).returning();
  const username = opts.username ?? unique('user');
  const [user] = await db
    .insert(users)
    .values({ providerId, username, email: `${username}@example.test`, passwordHash: await hashSecret(password), profileId: profile!.id, maxChecks: 5, maxDiscountPercent: 10, ...opts.values })
    .returning();
  const { token } = await createSession(db, user!, false);
  return { id: user!.id, providerId, username, password, profileId: profile!.id, cookie: `${SESSION_COOKIE}=${token}` };
}

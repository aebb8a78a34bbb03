import { ALL_PERMISSION_CODES } from '@pos/shared/permissions';
import { buildApp } from '../sync-server/src/app';
import { profiles, providerPlatformSettings, providers, users } from '../sync-server/src/db/schema';
import { createSession, SESSION_COOKIE } from '../sync-server/src/domains/session/session-store';
import { createTestDatabase } from '../sync-server/src/test/test-db';
import { percentile, result, sample, type Benchmark } from './lib';

const CUSTOMERS = 100_000;
const RUNS = 40;

/**
 * p95 latency over HTTP of C291 POST crm-customer/list over a provider's 100,000 CRM customers
 * (another provider's 10,000 beside them), for the searches the customers page makes: the first and
 * a later page, a last name, a full name, part of a mobile number, an e-mail; each page of 20 with
 * its counts (orders, leads, value) and the total. Baseline: GET api/version p95 in the same run.
 */
const bench: Benchmark = async () => {
  const database = await createTestDatabase({ poolSize: 4 });
  const app = await buildApp({ database });
  try {
    const db = database.db;
    const [provider] = await db.insert(providers).values({ name: 'Bench provider', timezone: 'Asia/Jerusalem' }).returning();
    const [other] = await db.insert(providers).values({ name: 'Other provider', timezone: 'Asia/Jerusalem' }).returning();
    await db.insert(providerPlatformSettings).values({ providerId: provider!.id, crmModuleActive: true });
    const [profile] = await db.insert(profiles).values({ providerId: provider!.id, name: 'Bench', permissions: [...ALL_PERMISSION_CODES] }).returning();
    const [user] = await db.insert(users).values({ providerId: provider!.id, username: `bench-${Date.now()}`, passwordHash: 'no login in the bench', profileId: profile!.id }).returning();
    const { token } = await createSession(db, user!, false);
    const cookie = `${SESSION_COOKIE}=${token}`;
    const seed = (providerId: number, from: number, to: number) => `
      insert into crm_customers (provider_id, first_name, last_name, email, mobile)
      select ${providerId},
             (array['Noa','Dana','Yael','Avi','Moshe','Tamar','Omer','Shira'])[1 + i % 8] || ' ' || i,
             (array['Levi','Cohen','Mizrahi','Peretz','Biton','Friedman','Azulay'])[1 + i % 7],
             'customer' || i || '@example.test',
             '05' || lpad(((i::bigint * 7919) % 100000000)::text, 8, '0')
      from generate_series(${from}, ${to - 1}) i`;
    const BATCH = 20_000;
    for (let from = 0; from < CUSTOMERS; from += BATCH) await db.execute(seed(provider!.id, from, from + BATCH));
    await db.execute(seed(other!.id, 0, CUSTOMERS / 10));
    await db.execute('vacuum analyze crm_customers');

    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
    const searches: Record<string, unknown>[] = [{}, { pageIndex: 200 }, { keyword: 'mizrahi' }, { keyword: 'Tamar 4321' }, { keyword: '0512' }, { keyword: 'customer99999@' }];
    let n = 0;
    const search = async () => {
      const body = searches[n++ % searches.length]!;
      const res = await fetch(`${base}/crm-customer/list`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
      if (res.status !== 200) throw new Error(`crm-customer/list answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
    const version = async () => {
      const res = await fetch(`${base}/version`);
      await res.arrayBuffer();
    };
    const baseline = percentile(await sample(version, RUNS * searches.length), 95);
    const value = percentile(await sample(search, RUNS * searches.length, searches.length * 2), 95);
    return [
      result(
        'crm-customers-search-p95-ms',
        value,
        'ms',
        baseline,
        `C291 POST crm-customer/list over ${CUSTOMERS} CRM customers of one provider (and ${CUSTOMERS / 10} of another), ${searches.length} searches in turn (first and a later page, last name, full name, part of a mobile, e-mail), page of 20 with counts and total, p95 of ${RUNS * searches.length}; baseline: GET api/version p95; aim under 30 ms`,
      ),
    ];
  } finally {
    await app.close();
    await database.drop();
  }
};

export default bench;

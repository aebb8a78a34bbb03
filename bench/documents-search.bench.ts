import { ALL_PERMISSION_CODES } from '@pos/shared/permissions';
import { buildApp } from '../sync-server/src/app';
import { profiles, providers, stations, users } from '../sync-server/src/db/schema';
import { createSession, SESSION_COOKIE } from '../sync-server/src/domains/session/session-store';
import { createTestDatabase } from '../sync-server/src/test/test-db';
import { documentFilterOf } from '../sync-server/src/domains/documents/search/search';
import { searchDocuments } from '../sync-server/src/domains/documents/search/search-repo';
import { percentile, result, sample, type Benchmark } from './lib';

const DOCUMENTS = 200_000;
const RUNS = 60;

/**
 * p95 latency over HTTP of C157 POST documents over a provider's 200,000 documents (six types, a
 * year of dates, 3 stations and the office, 5,000 customers; another provider's 20,000 beside
 * them), for a mix of searches the Documents page makes: the first and a later page in number
 * order (R-INV-7), by type, by number, by the start of a customer's name, by a month, by station,
 * by keyword, newest first. Baseline: GET api/version p95 in the same run.
 */
const bench: Benchmark = async () => {
  const database = await createTestDatabase({ poolSize: 4 });
  const app = await buildApp({ database });
  try {
    const db = database.db;
    const [provider] = await db.insert(providers).values({ name: 'Bench provider', timezone: 'Asia/Jerusalem' }).returning();
    const [other] = await db.insert(providers).values({ name: 'Other provider', timezone: 'Asia/Jerusalem' }).returning();
    const [profile] = await db.insert(profiles).values({ providerId: provider!.id, name: 'Bench', permissions: [...ALL_PERMISSION_CODES] }).returning();
    const [user] = await db.insert(users).values({ providerId: provider!.id, username: `bench-${Date.now()}`, passwordHash: 'no login in the bench', profileId: profile!.id }).returning();
    const { token } = await createSession(db, user!, false);
    const cookie = `${SESSION_COOKIE}=${token}`;
    const stationIds: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const [station] = await db.insert(stations).values({ providerId: provider!.id, name: `Window ${i}`, number: i, cashierIdentifier: `W${i}` }).returning({ id: stations.id });
      stationIds.push(station!.id);
    }
    /** Documents from..to (exclusive) of a provider; in batches, each well inside the 30 s statement timeout. */
    const seed = (providerId: number, from: number, to: number, userId: number | null) => `
      insert into documents (provider_id, station_id, doc_type, number, user_id, currency_id, total, vat_rate_bp, vat_amount, customer_name, customer_tax_id, issued_at, screen)
      select ${providerId},
             case when i % 4 = 0 then null else (array[${stationIds.join(',')}])[1 + i % 3] end,
             (array['receipt','invoice-receipt','invoice','refund','credit-invoice','proforma'])[1 + i % 6],
             (i / 6) + 1,
             ${userId ?? 'null'},
             1, 1000 + (i * 37) % 500000, 1800, ((1000 + (i * 37) % 500000) * 18) / 118,
             'Customer ' || (i % 5000) || ' ' || (array['Levi','Cohen','Mizrahi','Peretz','Biton'])[1 + i % 5],
             lpad(((i % 5000) * 7919 % 1000000000)::text, 9, '0'),
             timestamptz '2025-01-01 08:00+02' + (i * interval '157 seconds'),
             case when i % 4 = 0 then 'documents' else 'station' end
      from generate_series(${from}, ${to - 1}) i`;
    const BATCH = 10_000;
    for (let from = 0; from < DOCUMENTS; from += BATCH) await db.execute(seed(provider!.id, from, from + BATCH, user!.id));
    for (let from = 0; from < DOCUMENTS / 10; from += BATCH) await db.execute(seed(other!.id, from, from + BATCH, null));
    // As autovacuum leaves a table that has settled: statistics and the visibility map (index-only reads).
    await db.execute('vacuum analyze documents');

    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
    const searches: Record<string, unknown>[] = [
      {},
      { pageIndex: 40 },
      { type: 'invoice' },
      { type: 'refund', pageIndex: 3 },
      { number: 12345 },
      { customer: 'customer 4321' },
      { customer: 'Customer 12' },
      { fromDate: '2025-03-01', toDate: '2025-03-31' },
      { fromDate: '2025-11-01', toDate: '2025-11-30' },
      { stationId: stationIds[1] },
      { stationId: 0, type: 'invoice' },
      { keyword: '777' },
      { keyword: 'Customer 99' },
      { orderBy: 'CreateDate', asc: false },
      { type: 'invoice-receipt', fromDate: '2025-02-01', toDate: '2025-02-28', orderBy: 'Total', asc: false },
    ];
    let n = 0;
    const search = async () => {
      const body = searches[n++ % searches.length]!;
      const res = await fetch(`${base}/documents`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
      if (res.status !== 200) throw new Error(`documents answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
    const version = async () => {
      const res = await fetch(`${base}/version`);
      await res.arrayBuffer();
    };
    const baseline = percentile(await sample(version, RUNS * searches.length), 95);
    const value = percentile(await sample(search, RUNS * searches.length, searches.length * 2), 95);
    // The same searches without HTTP and the session: the database's share of the time.
    let m = 0;
    const query = () => searchDocuments(db, provider!.id, 'Asia/Jerusalem', documentFilterOf(searches[m++ % searches.length]!));
    const dbValue = percentile(await sample(query, RUNS * searches.length, searches.length * 2), 95);
    return [
      result(
        'documents-search-p95-ms',
        value,
        'ms',
        baseline,
        `C157 POST documents over ${DOCUMENTS} documents of one provider (and ${DOCUMENTS / 10} of another), ${searches.length} kinds of search in turn (pages in number order, type, number, customer name start, an early and a recent month, station, keyword, newest first), page of 50 with the total count, p95 of ${RUNS * searches.length}; baseline: GET api/version p95; aim under 30 ms`,
      ),
      result(
        'documents-search-query-p95-ms',
        dbValue,
        'ms',
        baseline,
        `the same ${searches.length} searches through the search repository directly (no HTTP, no session): the page and its capped count; baseline: GET api/version p95`,
      ),
    ];
  } finally {
    await app.close();
    await database.drop();
  }
};

export default bench;

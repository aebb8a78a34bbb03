import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CASHIER_PERMISSION_CODES, Permission } from '@pos/shared/permissions';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { users } from '../../../sync-server/src/db/schema';
import { pairedStation, serverForStations } from '../station.fixtures';

/** Secrets on stations: a station holds the hashes of its provider's cashiers only. */
describe('a station replicates only the password hashes it needs', async () => {
  const server = await serverForStations();
  const backOffice = await createUser(server.db, server.provider.id, { permissions: [Permission.ViewOrders, Permission.EditOrders, Permission.ViewProviderSettings, Permission.EditProviderSettings, Permission.ReportsView] });
  const managerCashier = await createUser(server.db, server.provider.id, { permissions: [...CASHIER_PERMISSION_CODES, Permission.EditProviderSettings] });
  const gone = await createUser(server.db, server.provider.id, { permissions: CASHIER_PERMISSION_CODES });
  await server.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
  const elsewhere = await createUser(server.db, (await createProvider(server.db)).id, { permissions: CASHIER_PERMISSION_CODES });
  const station = await pairedStation(server);
  const replicated = () => (station.ctx.db.$client.prepare('select data from users').all() as { data: string }[]).map((r) => JSON.parse(r.data) as { username: string; passwordHash: string; permissions: number[] });

  it("holds the provider's active cashiers (back-office rights too when they are cashiers), never a back-office-only user's hash", () => {
    const names = replicated().map((u) => u.username);
    expect(names).toContain(server.cashier.username);
    expect(names).toContain(managerCashier.username);
    expect(names).not.toContain(backOffice.username);
    expect(names).not.toContain(gone.username);
    expect(names).not.toContain(elsewhere.username);
    expect(replicated().every((u) => u.permissions.includes(Permission.Cashier))).toBe(true);
  });

  it('drops a user from the station when they stop being a cashier', async () => {
    await server.db.update(users).set({ active: false }).where(eq(users.id, managerCashier.id));
    await station.ctx.sync.syncNow();
    expect(replicated().map((u) => u.username)).not.toContain(managerCashier.username);
  });
});

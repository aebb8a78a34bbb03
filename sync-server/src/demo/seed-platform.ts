import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { createPlatformStaff } from '../domains/platform';
import { DEMO } from './demo-data';

/** The demo's platform staff member (issue 25: the platform's own back office), made once. */
export async function seedDemoPlatformStaff(db: Db): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO.platformStaff.username)).limit(1);
  if (existing) return;
  await createPlatformStaff(db, { username: DEMO.platformStaff.username, password: DEMO.platformStaff.password, email: 'staff@platform.test', language: 'he-IL' });
}

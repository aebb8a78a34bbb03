import { defineConfig } from 'drizzle-kit';

/** The station's SQLite migrations (npm run db:generate -w electron). */
export default defineConfig({
  dialect: 'sqlite',
  schema: './station/db/schema.ts',
  out: './station/drizzle',
});

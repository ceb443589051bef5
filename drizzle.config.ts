import { defineConfig } from 'drizzle-kit';

// Migrations are generated from backend/db/schema/ (one file per area, index.ts re-exports them) and committed;
// PGlite and PostgreSQL run the same files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './backend/db/schema',
  out: './backend/db/migrations',
});

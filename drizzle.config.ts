import { defineConfig } from 'drizzle-kit';

// Migrations are generated from backend/db/schema.ts and committed; PGlite and PostgreSQL run the same files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './backend/db/schema.ts',
  out: './backend/db/migrations',
});

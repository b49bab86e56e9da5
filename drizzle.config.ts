import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from the tables of db/schema/ into db/migrations (`npm run db:generate`).
// Applying them is `npm run db:migrate`, which works on PostgreSQL and on embedded PGlite alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema",
  out: "./db/migrations",
  strict: true,
  verbose: true,
});

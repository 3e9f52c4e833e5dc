import { defineConfig } from "drizzle-kit";

// One schema (every area's *.schema.ts) and one migrations folder, for PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./gateway/**/*.schema.ts",
  out: "./gateway/database/migrations",
});

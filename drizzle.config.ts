import { defineConfig } from "drizzle-kit";

/** `npx drizzle-kit generate` writes SQL migrations for server/db/schema.ts into server/db/migrations. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
  strict: true,
  verbose: true,
});

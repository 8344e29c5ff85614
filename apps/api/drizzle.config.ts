// drizzle-kit reads this to generate SQL migrations from the schema: `npx nx run api:db-generate`.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/tables/*.ts',
  out: './apps/api/drizzle',
});

import { defineConfig } from 'drizzle-kit'

/** One migration set for PGlite and PostgreSQL (docs/decisions/sandbox-database.md). */
export default defineConfig({
	dialect: 'postgresql',
	schema: './sandbox/db/schema.ts',
	out: './sandbox/db/migrations',
})

import { defineConfig } from 'drizzle-kit'

/**
 * One migration set for PGlite and PostgreSQL (docs/decisions/003-sandbox-database.md),
 * generated from the schema file of each sandbox area; sandbox/db/schema.ts
 * re-exports the same list for the database handle.
 */
export default defineConfig({
	dialect: 'postgresql',
	schema: [
		'./sandbox/auth/schema.ts',
		'./sandbox/outbox/schema.ts',
		'./sandbox/products/schema.ts',
		'./sandbox/settings/schema.ts',
		'./sandbox/onboarding/schema.ts',
		'./sandbox/ledger/schema.ts',
		'./sandbox/wallets/schema.ts',
		'./sandbox/compliance/kyc-schema.ts',
		'./sandbox/events/schema.ts',
		'./sandbox/trading/schema.ts',
		'./sandbox/fiat/schema.ts',
		'./sandbox/compliance/screening-schema.ts',
		'./sandbox/lending/schema.ts',
		'./sandbox/payments/schema.ts',
		'./sandbox/team/schema.ts',
		'./sandbox/audit/schema.ts',
		'./sandbox/approvals/schema.ts',
	],
	out: './sandbox/db/migrations',
})

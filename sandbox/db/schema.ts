/**
 * The whole schema of the sandbox provider, one file per area. It runs
 * unchanged on PGlite and on a PostgreSQL server, so the area files stick to
 * plain PostgreSQL types. drizzle.config.ts lists the same files: a new area
 * schema goes in both places.
 */
export * from '../auth/schema.ts'
export * from '../outbox/schema.ts'
export * from '../products/schema.ts'
export * from '../settings/schema.ts'
export * from '../onboarding/schema.ts'
export * from '../ledger/schema.ts'
export * from '../wallets/schema.ts'
export * from '../compliance/kyc-schema.ts'
export * from '../events/schema.ts'
export * from '../trading/schema.ts'
export * from '../fiat/schema.ts'
export * from '../compliance/screening-schema.ts'
export * from '../lending/schema.ts'
export * from '../payments/schema.ts'
export * from '../team/schema.ts'
export * from '../audit/schema.ts'
export * from '../approvals/schema.ts'

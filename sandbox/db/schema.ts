import { sql } from 'drizzle-orm'
import {
	boolean,
	index,
	integer,
	jsonb,
	numeric,
	pgTable,
	serial,
	text,
	timestamp,
	uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { MfaPreference } from '#contract/shell.ts'
import { RATE_CARD_SERVICES, RATE_OPERATIONS } from '#contract/products.ts'

/**
 * The one schema of the sandbox provider. It runs unchanged on PGlite and on
 * a PostgreSQL server (docs/decisions/sandbox-database.md), so it sticks to
 * plain PostgreSQL types. Timestamps are written by the application (not
 * `defaultNow()`) so a test clock (`startSandbox({ now })`) rules every one.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull()
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull()

export const integrators = pgTable(
	'integrators',
	{
		pk: text('pk').primaryKey(),
		/** Stored lower-cased (contract emailSchema lower-cases), unique below. */
		email: text('email').notNull(),
		accountType: text('account_type', { enum: ['COMPANY', 'INDIVIDUAL'] }).notNull(),
		firstName: text('first_name').notNull(),
		lastName: text('last_name').notNull(),
		businessName: text('business_name'),
		country: text('country').notNull(),
		/** scrypt hash (sandbox/passwords.ts); null when the account has no password. */
		passwordHash: text('password_hash'),
		/** The transaction PIN: a scrypt hash like the password; null when not set. */
		pinHash: text('pin_hash'),
		/** The active TOTP secret (base32); set once 2FA is verified. */
		twoFASecret: text('two_fa_secret'),
		twoFAEnabled: boolean('two_fa_enabled').notNull().default(false),
		/** A secret handed out by POST /auth/v1/2fa, waiting for its first code. */
		twoFAPendingSecret: text('two_fa_pending_secret'),
		/** The last TOTP time step accepted: a code is good once (sandbox/totp.ts). */
		twoFALastStep: integer('two_fa_last_step'),
		logoUrl: text('logo_url'),
		webhookUrl: text('webhook_url'),
		domain: text('domain'),
		contactNumber: text('contact_number'),
		kybVerified: boolean('kyb_verified').notNull().default(false),
		emailVerified: boolean('email_verified').notNull().default(false),
		contactVerified: boolean('contact_verified').notNull().default(false),
		checkBlacklistOnWithdrawal: boolean('check_blacklist_on_withdrawal').notNull().default(false),
		alwaysShowBlacklistCheck: boolean('always_show_blacklist_check').notNull().default(false),
		mfaPreference: jsonb('mfa_preference').$type<MfaPreference>().notNull(),
		onboardingStatus: text('onboarding_status', { enum: ['SUBMITTED', 'REVIEW_NEEDED', 'REVIEWED'] }),
		shareholdersNeedUpdate: boolean('shareholders_need_update').notNull().default(false),
		documentsNeedUpdate: boolean('documents_need_update').notNull().default(false),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [uniqueIndex('integrators_email_unique').on(table.email)],
)
export type IntegratorRow = typeof integrators.$inferSelect
export type NewIntegratorRow = typeof integrators.$inferInsert

/** Single-use magic-link tokens; only the sha256 of the token is kept. */
export const loginTokens = pgTable(
	'login_tokens',
	{
		tokenHash: text('token_hash').primaryKey(),
		integratorPk: text('integrator_pk')
			.notNull()
			.references(() => integrators.pk, { onDelete: 'cascade' }),
		expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
		usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
		createdAt: createdAt(),
	},
	(table) => [index('login_tokens_integrator_idx').on(table.integratorPk)],
)

/**
 * One row per (integrator, service). Subscribing inserts a pending row
 * (isApproved false, status false); the back office approves; the integrator
 * activates (status true) or deactivates.
 */
export const subscriptions = pgTable(
	'subscriptions',
	{
		id: serial('id').primaryKey(),
		integratorPk: text('integrator_pk')
			.notNull()
			.references(() => integrators.pk, { onDelete: 'cascade' }),
		name: text('name', { enum: ['trading', 'compliance', 'wallets', 'fcat', 'payment', 'lending'] }).notNull(),
		isApproved: boolean('is_approved').notNull().default(false),
		status: boolean('status').notNull().default(false),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
		approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
	},
	(table) => [uniqueIndex('subscriptions_integrator_name_unique').on(table.integratorPk, table.name)],
)
export type SubscriptionRow = typeof subscriptions.$inferSelect

/**
 * Which version of which operational document (sandbox/operational-documents.ts)
 * an integrator accepted, and when. A new version of a document needs a new
 * acceptance; accepting the same version again keeps the first row.
 */
export const documentAcceptances = pgTable(
	'document_acceptances',
	{
		id: serial('id').primaryKey(),
		integratorPk: text('integrator_pk')
			.notNull()
			.references(() => integrators.pk, { onDelete: 'cascade' }),
		documentId: text('document_id').notNull(),
		version: text('version').notNull(),
		acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }).notNull(),
	},
	(table) => [uniqueIndex('document_acceptances_unique').on(table.integratorPk, table.documentId, table.version)],
)
export type DocumentAcceptanceRow = typeof documentAcceptances.$inferSelect

/**
 * One rate card per (integrator, service), copied from the defaults
 * (sandbox/rate-cards.ts) on first read, so the back office can change one
 * integrator's rates without touching anyone else's.
 */
export const rateCards = pgTable(
	'rate_cards',
	{
		id: serial('id').primaryKey(),
		integratorPk: text('integrator_pk')
			.notNull()
			.references(() => integrators.pk, { onDelete: 'cascade' }),
		service: text('service', { enum: RATE_CARD_SERVICES }).notNull(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [uniqueIndex('rate_cards_integrator_service_unique').on(table.integratorPk, table.service)],
)
export type RateCardRow = typeof rateCards.$inferSelect

/** The lines of a rate card, in `position` order. */
export const rates = pgTable(
	'rates',
	{
		id: serial('id').primaryKey(),
		rateCardId: integer('rate_card_id')
			.notNull()
			.references(() => rateCards.id, { onDelete: 'cascade' }),
		position: integer('position').notNull(),
		asset: text('asset').notNull(),
		assetType: text('asset_type', { enum: ['fiat', 'crypto'] }).notNull(),
		operation: text('operation', { enum: RATE_OPERATIONS }).notNull(),
		label: text('label').notNull(),
		feePercent: numeric('fee_percent', { mode: 'number' }).notNull(),
		feeFixed: numeric('fee_fixed', { mode: 'number' }).notNull(),
		feeAsset: text('fee_asset').notNull(),
		minAmount: numeric('min_amount', { mode: 'number' }),
		maxAmount: numeric('max_amount', { mode: 'number' }),
		dailyLimit: numeric('daily_limit', { mode: 'number' }),
	},
	(table) => [
		uniqueIndex('rates_card_position_unique').on(table.rateCardId, table.position),
		uniqueIndex('rates_card_line_unique').on(table.rateCardId, table.asset, table.operation, table.label),
	],
)
export type RateRow = typeof rates.$inferSelect

/** Every e-mail and SMS the sandbox "sends" (DESIGN.md §7). */
export const outboxMessages = pgTable(
	'outbox_messages',
	{
		/** Insertion order: newest first must hold even within one millisecond. */
		seq: serial('seq').primaryKey(),
		id: text('id').notNull().unique(),
		channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
		to: text('to').notNull(),
		subject: text('subject').notNull(),
		text: text('text').notNull(),
		links: jsonb('links').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
		createdAt: createdAt(),
	},
	(table) => [index('outbox_messages_to_idx').on(table.to)],
)
export type OutboxRow = typeof outboxMessages.$inferSelect

const integratorPk = () =>
	text('integrator_pk')
		.notNull()
		.references(() => integrators.pk, { onDelete: 'cascade' })

/**
 * Generated sessions (IP whitelisting, SPEC.md §3 "Session"). The API key is
 * shown once; only its sha256 is kept. A session past expiresAt is inactive;
 * a deleted one is gone.
 */
export const apiSessions = pgTable(
	'api_sessions',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		email: text('email').notNull(),
		admin: boolean('admin').notNull().default(false),
		whitelistedIps: jsonb('whitelisted_ips').$type<string[]>().notNull(),
		secretHash: text('secret_hash').notNull().unique(),
		expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [index('api_sessions_integrator_idx').on(table.integratorPk)],
)
export type ApiSessionRow = typeof apiSessions.$inferSelect

/** Uploaded logos, served at GET /sandbox/logos/{id}; `data` is base64. */
export const logos = pgTable(
	'logos',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/svg+xml'] }).notNull(),
		data: text('data').notNull(),
		createdAt: createdAt(),
	},
	(table) => [index('logos_integrator_idx').on(table.integratorPk)],
)

/** Single-use e-mail verification links (24 h); only the sha256 of the token is kept. */
export const emailVerificationTokens = pgTable(
	'email_verification_tokens',
	{
		tokenHash: text('token_hash').primaryKey(),
		integratorPk: integratorPk(),
		callbackUrl: text('callback_url'),
		expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
		usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
		createdAt: createdAt(),
	},
	(table) => [index('email_verification_tokens_integrator_idx').on(table.integratorPk)],
)

/** The phone OTP waiting for an integrator (at most one; a new request replaces it). Hash only. */
export const contactOtps = pgTable('contact_otps', {
	integratorPk: integratorPk().primaryKey(),
	otpHash: text('otp_hash').notNull(),
	sentTo: text('sent_to').notNull(),
	attempts: integer('attempts').notNull().default(0),
	expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
	createdAt: createdAt(),
})

/** E-mail preferences that differ from the default (active); one row per (integrator, key). */
export const emailSettings = pgTable(
	'email_settings',
	{
		integratorPk: integratorPk(),
		key: text('key').notNull(),
		active: boolean('active').notNull(),
		updatedAt: updatedAt(),
	},
	(table) => [uniqueIndex('email_settings_integrator_key_unique').on(table.integratorPk, table.key)],
)

/** Saved withdrawal addresses (SPEC.md §3). */
export const withdrawalAddresses = pgTable(
	'withdrawal_addresses',
	{
		id: text('id').primaryKey(),
		/** Short reference shown and searched in the list (WA-XXXXXXXX). */
		uid: text('uid').notNull().unique(),
		integratorPk: integratorPk(),
		address: text('address').notNull(),
		asset: text('asset').notNull(),
		network: text('network').notNull(),
		description: text('description').notNull(),
		status: text('status', { enum: ['ACTIVE'] }).notNull(),
		paymentBeneficiaryType: text('payment_beneficiary_type', { enum: ['FIRST_PARTY', 'THIRD_PARTY'] }).notNull(),
		isContractSigned: boolean('is_contract_signed').notNull(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		index('withdrawal_addresses_integrator_idx').on(table.integratorPk),
		uniqueIndex('withdrawal_addresses_unique').on(table.integratorPk, table.network, table.address),
	],
)
export type WithdrawalAddressRow = typeof withdrawalAddresses.$inferSelect

/** Small key/value store for sandbox-wide state (the generated JWT secret). */
export const sandboxSettings = pgTable('sandbox_settings', {
	key: text('key').primaryKey(),
	value: text('value').notNull(),
})

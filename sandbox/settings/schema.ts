import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { integratorPk } from '../auth/schema.ts'
import { createdAt, updatedAt } from '../db/columns.ts'

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

/** Saved withdrawal addresses, each visible to its owner only. */
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

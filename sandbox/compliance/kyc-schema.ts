import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { integratorPk } from '../auth/schema.ts'
import { createdAt, updatedAt } from '../db/columns.ts'

/**
 * The compliance service's KYC onboarding (contract/compliance/kyc-*.ts):
 * the integrator's flows, its end customers' verifications, their codes and
 * their photos. Kept apart from the screening's tables (their own file).
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** A KYC flow: its steps in order, the government checks it offers, its branding. Names are unique per integrator. */
export const kycFlows = pgTable(
	'kyc_flows',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		name: text('name').notNull(),
		steps: text('steps').array().notNull(),
		govChecks: text('gov_checks').array().notNull(),
		brandColor: text('brand_color').notNull(),
		showLogo: boolean('show_logo').notNull(),
		/** KYC check fees the flow may spend in a UTC day, USD minor units (record 105; 15000 is $150.00). */
		dailyCapMinor: integer('daily_cap_minor').notNull().default(15000),
		/** The UTC day ('2026-12-02') the integrator was last told the cap was reached: one e-mail a day. */
		capNotifiedOn: text('cap_notified_on'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [uniqueIndex('kyc_flows_name_unique').on(table.integratorPk, table.name)],
)
export type KycFlowRow = typeof kycFlows.$inferSelect

/**
 * One end customer through one flow. `steps` is the flow's steps when it
 * started (an edit of the flow does not change a verification under way).
 * Each step's result has columns of its own; a step's status is read from
 * them (kyc-verifications.ts). Only the sha256 of the verification token is
 * kept; the government number only masked.
 */
export const kycVerifications = pgTable(
	'kyc_verifications',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		flowId: text('flow_id')
			.notNull()
			.references(() => kycFlows.id, { onDelete: 'cascade' }),
		tokenHash: text('token_hash').notNull().unique(),
		steps: text('steps').array().notNull(),
		status: text('status', { enum: ['IN_PROGRESS', 'COMPLETED', 'FAILED'] }).notNull(),
		phone: text('phone'),
		phoneVerifiedAt: at('phone_verified_at'),
		email: text('email'),
		emailVerifiedAt: at('email_verified_at'),
		documentKey: text('document_key'),
		documentType: text('document_type'),
		documentAt: at('document_at'),
		selfieKey: text('selfie_key'),
		livenessScore: integer('liveness_score'),
		livenessPassed: boolean('liveness_passed'),
		livenessAt: at('liveness_at'),
		faceMatchScore: integer('face_match_score'),
		faceMatchPassed: boolean('face_match_passed'),
		faceMatchAt: at('face_match_at'),
		selfieAt: at('selfie_at'),
		govKind: text('gov_kind'),
		govNumber: text('gov_number'),
		govVerified: boolean('gov_verified'),
		govFirstName: text('gov_first_name'),
		govLastName: text('gov_last_name'),
		govDateOfBirth: text('gov_date_of_birth'),
		govAt: at('gov_at'),
		failureReason: text('failure_reason'),
		feeTransactionId: text('fee_transaction_id'),
		feeMinor: integer('fee_minor'),
		startedAt: at('started_at').notNull(),
		finishedAt: at('finished_at'),
		expiresAt: at('expires_at').notNull(),
	},
	(table) => [
		index('kyc_verifications_integrator_idx').on(table.integratorPk, table.startedAt, table.id),
		index('kyc_verifications_flow_idx').on(table.flowId, table.startedAt, table.id),
	],
)
export type KycVerificationRow = typeof kycVerifications.$inferSelect

/**
 * The code waiting on one channel of a verification (a new request replaces
 * it). `attempts` is taken with one conditional UPDATE before the code is
 * compared, so racing guesses cannot pass the limit; `requests` counts the
 * codes sent on this channel, also by a conditional UPDATE.
 */
export const kycOtps = pgTable(
	'kyc_otps',
	{
		verificationId: text('verification_id')
			.notNull()
			.references(() => kycVerifications.id, { onDelete: 'cascade' }),
		channel: text('channel', { enum: ['phone', 'email'] }).notNull(),
		sentTo: text('sent_to').notNull(),
		codeHash: text('code_hash').notNull(),
		attempts: integer('attempts').notNull().default(0),
		requests: integer('requests').notNull().default(1),
		expiresAt: at('expires_at').notNull(),
		createdAt: createdAt(),
	},
	(table) => [primaryKey({ columns: [table.verificationId, table.channel] }), check('kyc_otps_attempts', sql`${table.attempts} >= 0`)],
)

/**
 * A photo of a verification: made by signed-url (its declared type and
 * size), filled by the upload to its URL (the bytes, base64, checked by
 * content). Seen by the flow's integrator only.
 */
export const kycUploads = pgTable('kyc_uploads', {
	id: text('id').primaryKey(),
	verificationId: text('verification_id')
		.notNull()
		.references(() => kycVerifications.id, { onDelete: 'cascade' }),
	purpose: text('purpose', { enum: ['document', 'selfie'] }).notNull(),
	contentType: text('content_type').notNull(),
	size: integer('size').notNull(),
	data: text('data'),
	width: integer('width'),
	height: integer('height'),
	expiresAt: at('expires_at').notNull(),
	uploadedAt: at('uploaded_at'),
	createdAt: createdAt(),
})
export type KycUploadRow = typeof kycUploads.$inferSelect

/**
 * The sliding windows of the public form's limits (record 105): one row per
 * counted thing (`start|<flow>|ip|<address>`, `start|<flow>`,
 * `otp|<channel>|<destination>`), holding the times of the hits still in its
 * window (never more than the limit). A hit is one conditional upsert, so
 * racing posts each take a place or are refused, never both.
 */
export const kycLimits = pgTable('kyc_limits', {
	key: text('key').primaryKey(),
	hits: timestamp('hits', { withTimezone: true, mode: 'date' }).array().notNull(),
})

import { boolean, customType, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { AmlQuestionKey } from '#contract/onboarding/aml-questions.ts'
import type { DocumentName, DocumentStatus, OnboardingKind, OnboardingRecordStatus, OnboardingStep } from '#contract/onboarding/options.ts'
import type { CompanyInformation, PersonalInformation } from '#contract/onboarding/record.ts'
import type { ShareholderInput, StakeholderInput } from '#contract/onboarding/steps.ts'
import type { ServiceName } from '#contract/products.ts'
import { integratorPk } from '../auth/schema.ts'
import { createdAt, updatedAt } from '../db/columns.ts'

/**
 * Onboarding: one record per integrator (KYB or KYC), its people as JSON
 * lists (always read and written whole with the record), and its files as
 * bytes in the database (both backends, nothing else to back up or serve).
 */

/** PostgreSQL bytea: node-postgres reads a Buffer, PGlite a Uint8Array; both become a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
	dataType: () => 'bytea',
	toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
	fromDriver: (value) => new Uint8Array(value),
})

/** A shareholder as stored: the form's fields plus its id and review state. */
export type StoredShareholder = Omit<ShareholderInput, 'id' | 'idFrontDocId' | 'idBackDocId' | 'proofOfAddressDocId' | 'bvn'> & {
	id: string
	bvn: string | null
	status: 'PENDING' | 'IN_REVIEW' | 'APPROVED' | 'REJECTED'
	reason: string | null
}
export type StoredStakeholder = Omit<StakeholderInput, 'id' | 'bvn'> & { id: string; bvn: string | null }

export const onboardingRecords = pgTable('onboarding_records', {
	integratorPk: integratorPk().primaryKey(),
	kind: text('kind').$type<OnboardingKind>().notNull(),
	status: text('status').$type<OnboardingRecordStatus>().notNull(),
	lastStep: text('last_step').$type<OnboardingStep>(),
	completedSteps: jsonb('completed_steps').$type<OnboardingStep[]>().notNull(),
	productInterest: jsonb('product_interest').$type<ServiceName[]>().notNull(),
	company: jsonb('company').$type<CompanyInformation>(),
	personal: jsonb('personal').$type<PersonalInformation>(),
	shareholders: jsonb('shareholders').$type<StoredShareholder[]>().notNull(),
	stakeholders: jsonb('stakeholders').$type<StoredStakeholder[]>().notNull(),
	amlAnswers: jsonb('aml_answers').$type<Partial<Record<AmlQuestionKey, boolean>>>().notNull(),
	signature: text('signature'),
	acceptedAgreement: boolean('accepted_agreement').notNull().default(false),
	submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
	reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
	createdAt: createdAt(),
	updatedAt: updatedAt(),
})
export type OnboardingRecordRow = typeof onboardingRecords.$inferSelect

/**
 * Uploaded files. `slot` makes "one file per place" a unique index: '' for
 * the company's or individual's own documents, the shareholder's id for a
 * shareholder's, and `unlinked:<id>` for a shareholder document uploaded
 * before its shareholder was saved (linked, and its slot set, on save).
 */
export const onboardingDocuments = pgTable(
	'onboarding_documents',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		name: text('name').$type<DocumentName>().notNull(),
		slot: text('slot').notNull(),
		shareholderId: text('shareholder_id'),
		filename: text('filename').notNull(),
		mimeType: text('mime_type', { enum: ['application/pdf', 'image/png', 'image/jpeg'] }).notNull(),
		size: integer('size').notNull(),
		data: bytea('data').notNull(),
		status: text('status').$type<Exclude<DocumentStatus, 'MISSING'>>().notNull(),
		reason: text('reason'),
		uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull(),
	},
	// Also the index of an integrator's documents (its first column).
	(table) => [uniqueIndex('onboarding_documents_slot_unique').on(table.integratorPk, table.name, table.slot)],
)
export type OnboardingDocumentRow = typeof onboardingDocuments.$inferSelect

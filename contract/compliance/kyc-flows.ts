import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { textSchema } from '../fields.ts'
import { amountDecimalsIssue, amountSchema, amountStringSchema, fromMinorUnits, toMinorUnits } from '../money/amounts.ts'
import {
	KYC_STEPS,
	GOV_CHECK_KINDS,
	DEFAULT_GOV_CHECKS,
	DEFAULT_BRAND_COLOR,
	MIN_BRAND_CONTRAST,
	DEFAULT_KYC_DAILY_CAP_USD,
	KYC_DAILY_CAP_MIN_USD,
	KYC_DAILY_CAP_MAX_USD,
	RESERVED_FLOW_NAMES,
	KYC_FLOW_MESSAGES,
	HEX_COLOR,
	contrastRatio,
	formatRatio,
	type KycStep,
	type GovCheckKind,
} from './kyc-flow-labels.ts'

/**
 * KYC onboarding flows: what an integrator's own end customers go through on
 * the public KYC form (`/kyc-form`), built in the dashboard's flow builder
 * (steps default to phone, email, upload, selfie, bvn: docs/product/compliance.md#the-pages).
 *
 * The provider API (`GET, POST, PATCH /compliance/v1/account`; the
 * integrator's bearer token, COMPLIANCE active, 409 SERVICE_NOT_ACTIVE otherwise):
 * - GET   /compliance/v1/account              → ComplianceAccount (the business, its KYC fee, its USD funding balance, its flows)
 * - POST  /compliance/v1/account  KycFlowInput → 201 KycFlow (a new flow; 409 FLOW_NAME_TAKEN, field `name`)
 * - PATCH /compliance/v1/account  { flowId, …KycFlowInput } → KycFlow (the "KYC flow update input"; another
 *   integrator's flow id is a 404)
 * - GET   /compliance/v1/kyc/flows/{name}     → KycFlow (by its name; 404 for none)
 * - GET   /compliance/v1/kyc/flows/public/{id} → PublicKycFlow, no token: what the public form shows before a
 *   verification starts (404 FLOW_NOT_FOUND for an id that names no flow)
 *
 * A flow's public link is `<dashboard>/kyc-form?flow=<id>`: the id, random and
 * unguessable, not the name (names are per integrator, and renaming a flow must
 * not break the links already sent).
 */

/** The brand colour: '#rrggbb' (lower-cased), dark enough for white text on it. */
export const brandColorSchema = z
	.string({ required_error: KYC_FLOW_MESSAGES.colorFormat, invalid_type_error: KYC_FLOW_MESSAGES.colorFormat })
	.trim()
	.regex(HEX_COLOR, KYC_FLOW_MESSAGES.colorFormat)
	.transform((value) => value.toLowerCase())
	.superRefine((value, ctx) => {
		const ratio = contrastRatio(value, '#ffffff')
		if (ratio < MIN_BRAND_CONTRAST) ctx.addIssue({ code: 'custom', message: KYC_FLOW_MESSAGES.lowContrast(formatRatio(ratio)) })
	})

// ─── The flow ──────────────────────────────────────────────────────────────

/** The daily cap as typed ('150', '150.5'): USD with at most 2 decimals, within the range; answered with its 2 decimals ('150.50'). */
export const dailyCapSchema = amountSchema
	.superRefine((value, ctx) => {
		if (!/^\d+(\.\d+)?$/.test(value)) return
		const decimals = amountDecimalsIssue(value, 'USD')
		if (decimals) return ctx.addIssue({ code: 'custom', message: decimals })
		const minor = toMinorUnits(value, 'USD')
		if (minor < toMinorUnits(KYC_DAILY_CAP_MIN_USD, 'USD') || minor > toMinorUnits(KYC_DAILY_CAP_MAX_USD, 'USD'))
			ctx.addIssue({ code: 'custom', message: KYC_FLOW_MESSAGES.dailyCapRange })
	})
	.transform((value) => fromMinorUnits(toMinorUnits(value, 'USD'), 'USD'))

export const kycFlowNameSchema = textSchema('the name', { required_error: KYC_FLOW_MESSAGES.nameRequired })
	.min(1, KYC_FLOW_MESSAGES.nameRequired)
	.toLowerCase()
	.regex(/^[a-z][a-z0-9-]{2,39}$/, KYC_FLOW_MESSAGES.nameFormat)
	// The dashboard's pages under /product/compliance/kyc-onboarding/ have these as paths of their own.
	.refine(
		(name) => !RESERVED_FLOW_NAMES.includes(name),
		(name) => ({ message: KYC_FLOW_MESSAGES.nameReserved(name) }),
	)

const stepSchema = z
	.string()
	.trim()
	.toLowerCase()
	.pipe(z.enum(KYC_STEPS, { errorMap: (_issue, ctx) => ({ message: KYC_FLOW_MESSAGES.unknownStep(String(ctx.data)) }) }))
const govCheckSchema = z
	.string()
	.trim()
	.toUpperCase()
	.pipe(z.enum(GOV_CHECK_KINDS, { errorMap: (_issue, ctx) => ({ message: KYC_FLOW_MESSAGES.unknownGovCheck(String(ctx.data)) }) }))

/** The rules of a flow's steps and checks, shared by the API's input and the builder's form. */
export function checkFlowSteps(value: { steps: readonly KycStep[]; govChecks: readonly GovCheckKind[] }, ctx: z.RefinementCtx) {
	const seen = new Set<KycStep>()
	for (const step of value.steps) {
		if (seen.has(step)) ctx.addIssue({ code: 'custom', path: ['steps'], message: KYC_FLOW_MESSAGES.stepTwice(step) })
		seen.add(step)
	}
	const upload = value.steps.indexOf('upload')
	const selfie = value.steps.indexOf('selfie')
	if (upload >= 0 && selfie >= 0 && upload > selfie)
		ctx.addIssue({ code: 'custom', path: ['steps'], message: KYC_FLOW_MESSAGES.uploadBeforeSelfie })
	if (value.steps.includes('bvn') && value.govChecks.length === 0)
		ctx.addIssue({ code: 'custom', path: ['govChecks'], message: KYC_FLOW_MESSAGES.govChecksRequired })
}

const kycFlowFieldsSchema = z.object({
	name: kycFlowNameSchema,
	/** In the order the end customer meets them. */
	steps: z.array(stepSchema, { required_error: KYC_FLOW_MESSAGES.stepsRequired }).min(1, KYC_FLOW_MESSAGES.stepsRequired).max(5),
	/** The kinds the government ID check step offers; kept (and ignored) when the flow has no such step. */
	govChecks: z
		.array(govCheckSchema)
		.max(4)
		.default([...DEFAULT_GOV_CHECKS]),
	brandColor: brandColorSchema.default(DEFAULT_BRAND_COLOR),
	/** Show the integrator's logo (Settings, Profile) on the form. */
	showLogo: z.boolean().default(true),
	/** USD of KYC check fees the flow may spend in a day (UTC): record 105. */
	dailyCapUsd: dailyCapSchema.default(DEFAULT_KYC_DAILY_CAP_USD),
})
const distinctChecks = <T extends { govChecks: GovCheckKind[] }>(value: T) => ({ ...value, govChecks: [...new Set(value.govChecks)] })

export const kycFlowInputSchema = kycFlowFieldsSchema.superRefine(checkFlowSteps).transform(distinctChecks)
export type KycFlowInput = z.input<typeof kycFlowInputSchema>
export type KycFlowValues = z.output<typeof kycFlowInputSchema>

export const kycFlowIdSchema = z
	.string({ required_error: 'flowId is required' })
	.regex(/^kyf_[0-9a-f]{20}$/, 'flowId must be a KYC flow id (kyf_…)')

export const kycFlowUpdateSchema = kycFlowFieldsSchema
	.extend({ flowId: kycFlowIdSchema })
	.superRefine(checkFlowSteps)
	.transform(distinctChecks)
export type KycFlowUpdate = z.input<typeof kycFlowUpdateSchema>

export const kycFlowCountsSchema = z.object({
	total: z.number().int(),
	inProgress: z.number().int(),
	completed: z.number().int(),
	failed: z.number().int(),
	expired: z.number().int(),
})
export type KycFlowCounts = z.infer<typeof kycFlowCountsSchema>

export const kycFlowSchema = z.object({
	id: z.string(),
	name: z.string(),
	steps: z.array(z.enum(KYC_STEPS)),
	govChecks: z.array(z.enum(GOV_CHECK_KINDS)),
	brandColor: z.string(),
	showLogo: z.boolean(),
	/** The flow's daily spending cap on KYC check fees, USD (record 105). */
	dailyCapUsd: amountStringSchema,
	counts: kycFlowCountsSchema,
	createdAt: z.string(),
	updatedAt: z.string(),
})
export type KycFlow = z.infer<typeof kycFlowSchema>

export const complianceAccountSchema = z.object({
	businessName: z.string(),
	logoUrl: z.string().nullable(),
	/** The rate card's 'KYC check' line: charged from the USD funding balance once per verification that ends (verified or failed). */
	kycFeeUsd: amountStringSchema,
	/** The USD funding balance: below the fee, no new verification can start. */
	usdBalance: amountStringSchema,
	flows: z.array(kycFlowSchema),
})
export type ComplianceAccount = z.infer<typeof complianceAccountSchema>

/** What the public form shows of a flow (no token needed): never counts, never anything of other flows. */
export const publicKycFlowSchema = z.object({
	id: z.string(),
	name: z.string(),
	businessName: z.string(),
	/** Null when the flow hides the logo or the integrator has none. */
	logoUrl: z.string().nullable(),
	brandColor: z.string(),
	steps: z.array(z.enum(KYC_STEPS)),
	govChecks: z.array(z.enum(GOV_CHECK_KINDS)),
})
export type PublicKycFlow = z.infer<typeof publicKycFlowSchema>

export const complianceAccountResponseSchema = envelope(complianceAccountSchema)
export const kycFlowResponseSchema = envelope(kycFlowSchema)
export const publicKycFlowResponseSchema = envelope(publicKycFlowSchema)

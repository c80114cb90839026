import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { textSchema } from '../fields.ts'
import { amountDecimalsIssue, amountSchema, amountStringSchema, fromMinorUnits, toMinorUnits } from '../money/amounts.ts'
import { formatMoney } from '../money/format.ts'

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

/** The KYC step names, in the builder's default order (docs/product/compliance.md#the-pages). */
export const KYC_STEPS = ['phone', 'email', 'upload', 'selfie', 'bvn'] as const
export type KycStep = (typeof KYC_STEPS)[number]
export const DEFAULT_KYC_STEPS: readonly KycStep[] = KYC_STEPS

export const KYC_STEP_LABELS: Readonly<Record<KycStep, string>> = {
	phone: 'Phone number',
	email: 'E-mail address',
	upload: 'ID document',
	selfie: 'Selfie',
	bvn: 'Government ID check',
}
/** What each step asks of the end customer, in the builder's words. */
export const KYC_STEP_HINTS: Readonly<Record<KycStep, string>> = {
	phone: 'A code sent by SMS confirms the number',
	email: 'A code sent by e-mail confirms the address',
	upload: 'A photo of a passport, national ID card, driver’s licence or voter’s card',
	selfie: 'A photo of the face, checked for liveness and matched with the ID document',
	bvn: 'A BVN, NIN, driver’s licence or voter ID number checked with the government’s records',
}

/** The government check kinds: NIN, BVN, driver's licence, voter id. */
export const GOV_CHECK_KINDS = ['NIN', 'BVN', 'DL', 'VIN'] as const
export type GovCheckKind = (typeof GOV_CHECK_KINDS)[number]
export const GOV_CHECK_LABELS: Readonly<Record<GovCheckKind, string>> = {
	NIN: 'NIN',
	BVN: 'BVN',
	DL: 'Driver’s licence',
	VIN: 'Voter ID',
}
/** The path of each kind under /compliance/v1/gov/ng/ (docs/product/compliance.md#provider-calls-and-test-values). */
export const GOV_CHECK_PATHS: Readonly<Record<GovCheckKind, string>> = { NIN: 'nin', BVN: 'bvn', DL: 'dl', VIN: 'vin' }
export const DEFAULT_GOV_CHECKS: readonly GovCheckKind[] = GOV_CHECK_KINDS

export const DEFAULT_BRAND_COLOR = '#1d4ed8'
/** The form's buttons are the brand colour with white text: WCAG AA for normal text. */
export const MIN_BRAND_CONTRAST = 4.5

/**
 * What one flow may spend on KYC check fees in a day (UTC), in USD: the
 * builder shows this default (record 105). At the cap, new verifications of
 * the flow are refused until 00:00 UTC.
 */
export const DEFAULT_KYC_DAILY_CAP_USD = '150.00'
export const KYC_DAILY_CAP_MIN_USD = '1.00'
export const KYC_DAILY_CAP_MAX_USD = '1000000.00'

export const RESERVED_FLOW_NAMES: readonly string[] = ['report', 'export']

export const KYC_FLOW_MESSAGES = {
	nameRequired: 'Name is required',
	nameFormat: 'Use 3 to 40 lowercase letters, digits and hyphens, starting with a letter (e.g. customer-onboarding)',
	nameReserved: (name: string) => `${name} is a name the dashboard keeps for itself: choose another`,
	nameTaken: (name: string) => `You already have a KYC flow named ${name}`,
	stepsRequired: 'Choose at least one step',
	unknownStep: (value: string) => `${value} is not a KYC step (phone, email, upload, selfie or bvn)`,
	stepTwice: (step: string) => `${step} is chosen twice: each step comes once`,
	uploadBeforeSelfie: 'Put the ID document before the selfie: the selfie is matched against it',
	govChecksRequired: 'Choose at least one government check for the government ID check step',
	unknownGovCheck: (value: string) => `${value} is not a government check (NIN, BVN, DL or VIN)`,
	colorFormat: 'Enter the colour as # and six hexadecimal digits, e.g. #1d4ed8',
	lowContrast: (ratio: string) =>
		`This colour is too light for the form's white button text: its contrast is ${ratio}:1, and at least ${MIN_BRAND_CONTRAST}:1 is needed`,
	dailyCapRange: `The daily cap is from ${formatMoney(KYC_DAILY_CAP_MIN_USD, 'USD')} to ${formatMoney(KYC_DAILY_CAP_MAX_USD, 'USD')}`,
	flowNotFound: 'No KYC flow with this name',
	publicFlowNotFound: 'This KYC link is not valid: ask whoever sent it for a new one',
	created: 'KYC flow created',
	/** The flow update's toast (docs/product/compliance.md#the-pages). */
	updatedTitle: 'KYC flow updated',
	updated: 'The KYC flow has been updated successfully',
} as const

export const KYC_FLOW_ERROR_CODES = { nameTaken: 'FLOW_NAME_TAKEN', flowNotFound: 'FLOW_NOT_FOUND' } as const

// ─── The brand colour's contrast (WCAG 2.x) ────────────────────────────────

const HEX_COLOR = /^#[0-9a-f]{6}$/i

/** The relative luminance of an sRGB colour '#rrggbb' (WCAG 2.x). */
function luminance(hex: string) {
	const channel = (offset: number) => {
		const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
		return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
	}
	return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** The WCAG contrast ratio of two colours '#rrggbb', from 1 to 21. */
export function contrastRatio(a: string, b: string) {
	const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
	return (light + 0.05) / (dark + 0.05)
}

/** The ratio as a message shows it: truncated to two decimals, so 4.499 never reads as 4.50. */
export const formatRatio = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2)

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

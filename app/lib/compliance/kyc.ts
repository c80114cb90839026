import { z } from 'zod'
import { kycFlowInputSchema } from '#contract/compliance/kyc-flows.ts'
import { KYC_VERIFICATION_STATUSES } from '#contract/compliance/kyc-verification-labels.ts'
import { lekSchema, searchSchema } from '#contract/money/paging.ts'
import { STATUS_OPTIONS, type KycListFilters, type KycListQuery } from './kyc-labels.ts'

// The KYC pages' list query and the flow builder's schema; their paths and words are in kyc-labels.ts.

/** The list's search, status, flow (by name) and cursor from its URL: a bad field is reported and dropped, the rest apply. */
export function readKycListQuery(params: URLSearchParams): KycListQuery {
	const filters: KycListFilters = {}
	const errors: string[] = []
	let selectsNothing = false
	const q = searchSchema.safeParse(params.get('q') ?? undefined)
	if (q.success) filters.q = q.data
	else {
		errors.push(q.error.issues[0]?.message ?? 'Search is not valid')
		selectsNothing = true
	}
	const status = params.get('status')?.trim().toUpperCase()
	if (status) {
		const parsed = z.enum(KYC_VERIFICATION_STATUSES).safeParse(status)
		if (parsed.success) filters.status = parsed.data
		else errors.push(`Status must be one of ${STATUS_OPTIONS.map((option) => option.label).join(', ')}`)
	}
	const flow = params.get('flow')?.trim().toLowerCase()
	if (flow) filters.flow = flow.slice(0, 40)
	const lek = lekSchema.safeParse(params.get('lek') ?? undefined)
	if (!lek.success) errors.push(lek.error.issues[0]?.message ?? 'Invalid page cursor')
	return { filters, lek: lek.success ? lek.data : undefined, errors, selectsNothing }
}

/**
 * The builder's form as one schema, for conform in the browser and the
 * action: the steps are the chosen ones in the order shown, and the rules are
 * the provider's (contract/compliance/kyc-flows.ts).
 */
export const builderFormSchema = z
	.object({
		flowId: z.string().optional(),
		name: z.string().optional(),
		order: z.array(z.string()).optional(),
		steps: z.array(z.string()).optional(),
		govChecks: z.array(z.string()).optional(),
		brandColor: z.string().optional(),
		showLogo: z.string().optional(),
		dailyCapUsd: z.string().optional(),
	})
	.transform((value) => {
		const order = (value.order ?? []).map((step) => step.toLowerCase())
		const chosen = new Set((value.steps ?? []).map((step) => step.toLowerCase()))
		const steps = [...new Set([...order.filter((step) => chosen.has(step)), ...chosen])]
		return {
			name: value.name ?? '',
			steps,
			govChecks: value.govChecks ?? [],
			brandColor: value.brandColor ?? '',
			showLogo: value.showLogo === 'on',
			// Left empty: the default cap (conform reads an empty field as none).
			dailyCapUsd: value.dailyCapUsd,
		}
	})
	.pipe(kycFlowInputSchema)

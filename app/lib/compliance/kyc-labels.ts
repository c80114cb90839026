import {
	DEFAULT_BRAND_COLOR,
	DEFAULT_GOV_CHECKS,
	DEFAULT_KYC_DAILY_CAP_USD,
	DEFAULT_KYC_STEPS,
	GOV_CHECK_KINDS,
	KYC_STEPS,
	type GovCheckKind,
	type KycStep,
} from '#contract/compliance/kyc-flow-labels.ts'
import type { KycFlow } from '#contract/compliance/kyc-flows.ts'
import { KYC_VERIFICATION_STATUSES, type KycVerificationStatus } from '#contract/compliance/kyc-verification-labels.ts'
import type { KycVerification, KycVerificationFilters } from '#contract/compliance/kyc-verifications.ts'
import type { CsvColumn } from '../money/csv.ts'

/**
 * The KYC part of the compliance service's pages: where each one is,
 * its lists' links and words, and the flow builder's draft (its schema and
 * the list's URL reading are in kyc.ts, so these pages load no zod:
 * docs/decisions/120-light-forms.md).
 */

export const KYC_ONBOARDING_PATH = '/product/compliance/kyc-onboarding'
export const KYC_FLOWS_PATH = '/product/compliance/kyc-onboarding-flows'
export const KYC_REPORT_PATH = `${KYC_ONBOARDING_PATH}/report`
export const KYC_EXPORT_PATH = `${KYC_ONBOARDING_PATH}/export.csv`
export const KYC_CREATE_PATH = '/product/compliance/kyc/create'
export const KYC_EDIT_PATH = '/product/compliance/kyc/edit'
export const KYC_PREVIEW_PATH = '/product/compliance/kyc-flow'
export const KYC_FORM_PATH = '/kyc-form'
export const KYC_FORM_COMPLETED_PATH = '/kyc-form/completed'

export const kycFlowPath = (name: string) => `${KYC_ONBOARDING_PATH}/${encodeURIComponent(name)}`
export const kycEditPath = (name: string) => `${KYC_EDIT_PATH}?${new URLSearchParams({ flow: name })}`
export const kycReportPath = (id: string) => `${KYC_REPORT_PATH}?${new URLSearchParams({ id })}`
export const kycFilePath = (id: string, kind: 'document' | 'selfie') => `${KYC_REPORT_PATH}/${kind}?${new URLSearchParams({ id })}`
export const kycFormLink = (appUrl: string, flowId: string) =>
	`${appUrl.replace(/\/$/, '')}${KYC_FORM_PATH}?${new URLSearchParams({ flow: flowId })}`

export const STATUS_LABELS: Readonly<Record<KycVerificationStatus, string>> = {
	IN_PROGRESS: 'In progress',
	COMPLETED: 'Verified',
	FAILED: 'Failed',
	EXPIRED: 'Expired',
}
export const STATUS_OPTIONS = KYC_VERIFICATION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))

// ─── The verification lists ────────────────────────────────────────────────

export type KycListFilters = { q?: string; status?: KycVerificationStatus; flow?: string }
export type KycListQuery = { filters: KycListFilters; lek: string | undefined; errors: string[]; selectsNothing: boolean }

export function kycListHref(path: string, filters: KycListFilters, lek?: string | null) {
	const params = new URLSearchParams()
	if (filters.q) params.set('q', filters.q)
	if (filters.status) params.set('status', filters.status)
	if (filters.flow) params.set('flow', filters.flow)
	if (lek) params.set('lek', lek)
	const search = params.toString()
	return search ? `${path}?${search}` : path
}

/** The provider's filters for a list (the flow by its name). */
export const providerFilters = (filters: KycListFilters): KycVerificationFilters => ({
	q: filters.q,
	status: filters.status,
	flow: filters.flow,
})

/** The empty lists (docs/product/compliance.md#the-pages). */
export function emptyKycListMessage(filters: KycListFilters, selectsNothing: boolean) {
	if (filters.q) return `No search found for ${filters.q}`
	if (selectsNothing || filters.status) return 'Nothing matches these filters'
	return 'Nothing to show here yet'
}

export const KYC_VERIFICATION_COLUMNS: CsvColumn<KycVerification>[] = [
	{ header: 'Started (UTC)', value: (row) => row.startedAt },
	{ header: 'Flow', value: (row) => row.flowName },
	{ header: 'Status', value: (row) => STATUS_LABELS[row.status] },
	{ header: 'Current step', value: (row) => row.currentStep ?? '' },
	{ header: 'Name', value: (row) => row.fullName ?? '' },
	{ header: 'Phone', value: (row) => row.phone ?? '' },
	{ header: 'E-mail', value: (row) => row.email ?? '' },
	{ header: 'Failure reason', value: (row) => row.failureReason ?? '' },
	{ header: 'Finished (UTC)', value: (row) => row.finishedAt ?? '' },
	{ header: 'Verification ID', value: (row) => row.id },
]

// ─── The flow builder ──────────────────────────────────────────────────────

/** The save button's intent; the up and down buttons post `move=<step>:<up|down>` instead. */
export const SAVE_FLOW_INTENT = 'save-flow'
export const BUILDER_FIELDS = ['flowId', 'name', 'order', 'steps', 'govChecks', 'brandColor', 'showLogo', 'dailyCapUsd', 'move'] as const

/** The builder as a person left it: every step in the order shown, which are chosen, the checks and the branding. */
export type BuilderDraft = {
	flowId: string
	name: string
	order: KycStep[]
	steps: KycStep[]
	govChecks: GovCheckKind[]
	brandColor: string
	showLogo: boolean
	/** As typed: the provider's rule checks it (record 105). */
	dailyCapUsd: string
}

export const newDraft = (): BuilderDraft => ({
	flowId: '',
	name: '',
	order: [...DEFAULT_KYC_STEPS],
	steps: [...DEFAULT_KYC_STEPS],
	govChecks: [...DEFAULT_GOV_CHECKS],
	brandColor: DEFAULT_BRAND_COLOR,
	showLogo: true,
	dailyCapUsd: DEFAULT_KYC_DAILY_CAP_USD,
})

export const draftOf = (flow: KycFlow): BuilderDraft => ({
	flowId: flow.id,
	name: flow.name,
	// The chosen steps first, in their order, then the others.
	order: [...flow.steps, ...KYC_STEPS.filter((step) => !flow.steps.includes(step))],
	steps: flow.steps,
	govChecks: flow.govChecks,
	brandColor: flow.brandColor,
	showLogo: flow.showLogo,
	dailyCapUsd: flow.dailyCapUsd,
})

const isStep = (value: unknown): value is KycStep => (KYC_STEPS as readonly unknown[]).includes(value)
const isCheck = (value: unknown): value is GovCheckKind => (GOV_CHECK_KINDS as readonly unknown[]).includes(value)

/** The draft a form post or a URL carries (the preview's); anything unknown is left out, every step shown once. */
export function readDraft(params: URLSearchParams | FormData): BuilderDraft {
	const all = (name: string) => params.getAll(name).map((value) => (typeof value === 'string' ? value.trim().toLowerCase() : ''))
	const order = [...new Set(all('order').filter(isStep))]
	const fullOrder = [...order, ...KYC_STEPS.filter((step) => !order.includes(step))]
	const chosen = new Set(all('steps').filter(isStep))
	const text = (name: string) => {
		const value = params.get(name)
		return typeof value === 'string' ? value.trim().slice(0, 100) : ''
	}
	return {
		flowId: text('flowId'),
		name: text('name'),
		order: fullOrder,
		steps: fullOrder.filter((step) => chosen.has(step)),
		govChecks: [...new Set(all('govChecks').map((value) => value.toUpperCase()))].filter(isCheck),
		brandColor: text('brandColor') || DEFAULT_BRAND_COLOR,
		showLogo: params.get('showLogo') === 'on',
		dailyCapUsd: params.has('dailyCapUsd') ? text('dailyCapUsd') : DEFAULT_KYC_DAILY_CAP_USD,
	}
}

/** One step up or down in the shown order (`move=phone:up`); anything else leaves the draft as it was. */
export function moveStep(draft: BuilderDraft, move: string): BuilderDraft {
	const [step, direction] = move.split(':')
	const index = draft.order.indexOf(step as KycStep)
	const to = direction === 'up' ? index - 1 : direction === 'down' ? index + 1 : -1
	if (index < 0 || to < 0 || to >= draft.order.length) return draft
	const order = [...draft.order]
	;[order[index], order[to]] = [order[to]!, order[index]!]
	return { ...draft, order, steps: order.filter((item) => draft.steps.includes(item)) }
}

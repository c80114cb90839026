import type { AppLoadContext } from '@remix-run/node'
import { kycFlowNameSchema, type ComplianceAccount, type KycFlow } from '#contract/compliance/kyc-flows.ts'
import { KYC_FILE_KINDS, type KycFileKind, type KycVerification } from '#contract/compliance/kyc-verifications.ts'
import { contentDisposition } from '#contract/downloads.ts'
import { toMinorUnits } from '#contract/money/amounts.ts'
import { PAGE_SIZE, type Page } from '#contract/money/paging.ts'
import {
	KYC_EXPORT_PATH,
	KYC_ONBOARDING_PATH,
	KYC_VERIFICATION_COLUMNS,
	kycFlowPath,
	kycFormLink,
	kycListHref,
	providerFilters,
	type KycListFilters,
} from '#app/lib/compliance/kyc-labels.ts'
import { readKycListQuery } from '#app/lib/compliance/kyc.ts'
import { csvFileName } from '#app/lib/money/csv.ts'
import { getEnv } from '../env.server.ts'
import { csvResponse } from '../http/csv-response.server.ts'
import { EMPTY_PAGE, fetchListPage, unlessNothing } from '../http/list-page.server.ts'
import { findOr404, notFound } from '../http/not-found.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { getKycFile } from '../provider/compliance-kyc.server.ts'
import { qrCodeDataUrl } from '../qr-code.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'

/**
 * The integrator's KYC pages: its flows (each with its public link and QR
 * code), their verifications (searched, filtered, paged, exported) and one
 * verification's report. Every loader starts its calls beside the
 * COMPLIANCE guard's subscriptions: one provider round trip a page.
 */

/** A flow as its cards show it: with its public link and the link's QR code. */
export type FlowCard = KycFlow & { link: string; qrCode: string }

export async function flowCards(flows: KycFlow[]): Promise<FlowCard[]> {
	const { APP_URL } = getEnv()
	return Promise.all(
		flows.map(async (flow) => {
			const link = kycFormLink(APP_URL, flow.id)
			return { ...flow, link, qrCode: await qrCodeDataUrl(link) }
		}),
	)
}

/** Whether new verifications can start: the USD funding balance pays the KYC check. */
export const feePayable = (account: Pick<ComplianceAccount, 'usdBalance' | 'kycFeeUsd'>) =>
	toMinorUnits(account.usdBalance, 'USD') >= toMinorUnits(account.kycFeeUsd, 'USD')

/** The provider's reason for refusing a list's filters (400); anything else is rethrown. */
function filterRefusal(error: unknown) {
	if (error instanceof ProviderError && error.status === 400 && !error.isAuthFailure) return error.body.message
	throw error
}

export type KycListScreen = {
	account: ComplianceAccount
	/** The flow the page is about (/kyc-onboarding/{name}); null on the page of every flow. */
	flow: FlowCard | null
	verifications: KycVerification[]
	filters: KycListFilters
	errors: string[]
	selectsNothing: boolean
	notice: string | null
	path: string
	nextHref: string | null
	previousHref: string | null
	exportHref: string
	feePayable: boolean
}

/**
 * /product/compliance/kyc-onboarding (every flow's verifications) and
 * /product/compliance/kyc-onboarding/{kycFlowName} (one flow's, with its
 * link): the account and the list asked for at once, the list by the flow's
 * name. A name that is none of the integrator's flows is the 404 page.
 */
export async function loadKycList(request: Request, context: AppLoadContext, flowParam?: string): Promise<KycListScreen> {
	const url = new URL(request.url)
	const query = readKycListQuery(url.searchParams)
	let flowName: string | null = null
	if (flowParam !== undefined) {
		const name = kycFlowNameSchema.safeParse(flowParam)
		flowName = name.success ? name.data : notFound()
		query.filters.flow = flowName
	}
	const { loading } = await requireServiceWith(request, context, 'compliance', (user) => {
		const account = user.api.kyc.getAccount()
		const list = fetchListPage(
			query.lek,
			unlessNothing(query.selectsNothing, (lek?: string) =>
				user.api.kyc.listVerifications({ ...providerFilters(query.filters), lek, limit: PAGE_SIZE }),
			),
		).catch((error: unknown): { page: Page<KycVerification>; notice: string | null } => {
			query.errors.push(filterRefusal(error))
			return { page: EMPTY_PAGE, notice: null }
		})
		return { loading: Promise.all([account, list]) }
	})
	const [account, { page, notice }] = await loading
	const flow = flowName ? (account.flows.find((item) => item.name === flowName) ?? notFound()) : null
	const path = flow ? kycFlowPath(flow.name) : KYC_ONBOARDING_PATH
	// The flow's own page has it in its path: its links carry the other filters only.
	const linkFilters = flow ? { ...query.filters, flow: undefined } : query.filters
	return {
		account,
		flow: flow ? (await flowCards([flow]))[0]! : null,
		verifications: page.items,
		filters: query.filters,
		errors: query.errors,
		selectsNothing: query.selectsNothing,
		notice,
		path,
		nextHref: page.lek ? kycListHref(path, linkFilters, page.lek) : null,
		previousHref: page.prevLek ? kycListHref(path, linkFilters, page.prevLek) : null,
		exportHref: kycListHref(KYC_EXPORT_PATH, query.filters),
		feePayable: feePayable(account),
	}
}

/** /product/compliance/kyc-onboarding-flows: every flow with its counts, public link and QR code. */
export async function loadKycFlows(request: Request, context: AppLoadContext) {
	const { loading } = await requireServiceWith(request, context, 'compliance', (user) => ({ loading: user.api.kyc.getAccount() }))
	const account = await loading
	return { account, flows: await flowCards(account.flows), feePayable: feePayable(account) }
}

/** Every verification the list's filters select (all pages), as a streamed CSV; a refused filter is a 400 with the reason. */
export async function exportKycCsv(request: Request, context: AppLoadContext) {
	const query = readKycListQuery(new URL(request.url).searchParams)
	const { user } = await requireServiceWith(request, context, 'compliance')
	const text = (body: string, status: number) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
	if (query.errors.length && !query.selectsNothing) return text(query.errors.join('\n'), 400)
	try {
		return await csvResponse({
			// The flow filter is anyone's to type: the file is named from its letters, digits and dashes only.
			fileName: query.filters.flow ? csvFileName('kyc', query.filters.flow) : 'kyc-verifications.csv',
			columns: KYC_VERIFICATION_COLUMNS,
			fetchPage: unlessNothing(query.selectsNothing, (lek: string | undefined, limit: number) =>
				user.api.kyc.listVerifications({ ...providerFilters(query.filters), lek, limit }),
			),
		})
	} catch (error) {
		return text(filterRefusal(error), 400)
	}
}

/** What a verification id can look like; anything else names nothing and is never sent. */
const VERIFICATION_ID = /^kyv_[0-9a-f]{20}$/
const requireVerificationId = (request: Request) => {
	const id = new URL(request.url).searchParams.get('id') ?? ''
	return VERIFICATION_ID.test(id) ? id : notFound()
}

/** /product/compliance/kyc-onboarding/report?id=: one verification's whole report; anyone else's is the 404 page. */
export async function loadKycReport(request: Request, context: AppLoadContext) {
	const id = requireVerificationId(request)
	const { loading } = await requireServiceWith(request, context, 'compliance', (user) => ({
		loading: findOr404(() => user.api.kyc.getReport(id)),
	}))
	const report = await loading
	return { report, flowPath: kycFlowPath(report.flowName) }
}

/**
 * A verification's photo (the ID document or the selfie), for the integrator
 * who owns the flow only (the provider answers its owner's token alone):
 * never sniffed, cached or run as a page.
 */
export async function kycFileResponse(request: Request, context: AppLoadContext, kind: string | undefined) {
	const id = requireVerificationId(request)
	const fileKind = KYC_FILE_KINDS.find((name) => name === kind) as KycFileKind | undefined
	if (!fileKind) notFound()
	const { user } = await requireServiceWith(request, context, 'compliance')
	const file = await getKycFile(request, user.session.accessToken, id, fileKind)
	if (!file) notFound()
	return new Response(file.bytes, {
		headers: {
			'Content-Type': file.contentType,
			'Content-Length': String(file.bytes.byteLength),
			'Content-Disposition': contentDisposition(`${id}-${fileKind}`, 'inline'),
			'X-Content-Type-Options': 'nosniff',
			'Cache-Control': 'private, no-store',
			'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
		},
	})
}

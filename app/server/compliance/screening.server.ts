import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from '@remix-run/node'
import { redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import type { EntityIndicator } from '#contract/compliance/entities.ts'
import type { ScreeningQuote } from '#contract/compliance/screening.ts'
import type { Page } from '#contract/money/paging.ts'
import { PAGE_SIZE } from '#contract/money/paging.ts'
import type { Country } from '#contract/shell.ts'
import { BATCH_FILE_FIELD, BATCH_FILE_MAX_BYTES, BATCH_MESSAGES } from '#app/lib/compliance/batch.ts'
import { latestResult, unitFeeOf, type AnyRecord, type ToolFigures } from '#app/lib/compliance/figures.ts'
import { entitySearchSchema, QUOTE_FORMS, SCREENING_FIELDS } from '#app/lib/compliance/forms.ts'
import { readHistoryQuery } from '#app/lib/compliance/history-query.ts'
import { historyHref, historySearchParams, type EntitySearch, type History, type HistoryState } from '#app/lib/compliance/history.ts'
import { BATCH_INTENT, exportPath, QUOTE_INTENT, quotePath, toolAt, toolPath, type ScreeningTool } from '#app/lib/compliance/tools.ts'
import { roleRefusal } from '#app/lib/team/refusals.ts'
import { readIntent, replyForm, replyProviderError, replyUnknownIntent } from '../action-reply.server.ts'
import { EMPTY_PAGE, fetchListPage, unlessNothing } from '../http/list-page.server.ts'
import { notFound } from '../http/not-found.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import type { ScreeningListParams } from '../provider/compliance.server.ts'
import { getCountries } from '../provider/shell.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import type { User } from '../user.server.ts'
import { readBatchFile } from './batch-file.server.ts'

/**
 * A screening tool's page (/product/compliance/<tool>): the form that asks
 * for a quote (a GET never makes one), the tool's figures and its history,
 * searched, filtered, paged and exported by the URL. One module serves the
 * four tools; the URL says which.
 */

/** The tool this request's URL belongs to; the 404 page for none. */
export function requireTool(request: Request): ScreeningTool {
	return toolAt(new URL(request.url).pathname) ?? notFound()
}

/** A tool's figures: the provider's stats and its latest results, with this integrator's fee. */
export async function toolFigures(user: User, tool: ScreeningTool, unitFee: Promise<string>): Promise<ToolFigures> {
	const api = user.api.compliance
	const stats = await { txn: api.txnStats, wallet: api.walletStats, entity: api.entityStats, blacklist: api.blacklistStats }[tool]()
	const { latest, ...figures } = stats
	return { tool, stats: figures, latest: (latest as AnyRecord[]).map((record) => latestResult(tool, record)), unitFee: await unitFee }
}

/** The compliance rate card's fee of each tool, asked for once. */
export function rateCardFees(user: User) {
	const card = user.api.products.getRateCard('compliance')
	return { card, feeOf: (tool: ScreeningTool) => card.then((rateCard) => unitFeeOf(rateCard, tool)) }
}

/** One page of a tool's kept results, newest first. */
export function listRecords(user: User, tool: ScreeningTool, query: ScreeningListParams) {
	const api = user.api.compliance
	const list = { txn: api.listTxn, wallet: api.listWallet, entity: api.listEntity, blacklist: api.listBlacklist }[tool]
	return list(query) as Promise<Page<AnyRecord>>
}

function readEntitySearch(params: URLSearchParams) {
	const name = params.get('name')
	const country = params.get('country')
	if (name === null && country === null) return null
	const parsed = entitySearchSchema.safeParse({ name: name ?? '', country: country ?? '' })
	return { name: (name ?? '').slice(0, 200), country: (country ?? '').slice(0, 10), parsed }
}

/** The provider's reason for refusing a list's filters or a search (400); anything else is rethrown. */
function refusalOf(error: unknown) {
	if (error instanceof ProviderError && error.status === 400 && !error.isAuthFailure) return error.body.message
	throw error
}

/**
 * The tool's page: its fee (the rate card), figures, one page of its
 * history and, for entities, the indicators it reports, the country list
 * and the search the URL asks for, all beside the guard's subscriptions
 * (one provider round trip).
 */
export async function loadScreeningTool(request: Request, context: AppLoadContext) {
	const tool = requireTool(request)
	const params = new URL(request.url).searchParams
	const query = readHistoryQuery(params, tool)
	const search = tool === 'entity' ? readEntitySearch(params) : null
	const { loading } = await requireServiceWith(request, context, 'compliance', (user) => {
		const fees = rateCardFees(user)
		const history = fetchListPage(
			query.lek,
			unlessNothing(query.selectsNothing, (lek?: string) =>
				listRecords(user, tool, { ...Object.fromEntries(historySearchParams(query.filters)), lek, limit: String(PAGE_SIZE) }),
			),
		).catch((error: unknown) => {
			query.errors.push(refusalOf(error))
			return { page: EMPTY_PAGE as Page<AnyRecord>, notice: null }
		})
		const entity =
			tool === 'entity'
				? Promise.all([
						user.api.compliance.getEntityIndicators(),
						getCountries().catch((): Country[] => []),
						search?.parsed.success
							? user.api.compliance.searchEntities(search.parsed.data).then(
									(results) => ({ results, errors: [] as string[] }),
									(error: unknown) => ({ results: null, errors: [refusalOf(error)] }),
								)
							: Promise.resolve({
									results: null,
									errors: search ? [...new Set(search.parsed.error?.issues.map((issue) => issue.message))] : [],
								}),
					])
				: Promise.resolve(null)
		const refusal = user.profile.then((profile) => roleRefusal(profile.member.role, 'compliance.screen'))
		return { loading: Promise.all([toolFigures(user, tool, fees.feeOf(tool)), history, entity, refusal]) }
	})
	const [figures, { page, notice }, entity, screenRefusal] = await loading
	const path = toolPath(tool)
	const history: HistoryState = {
		filters: query.filters,
		errors: query.errors,
		notice,
		nextHref: page.lek ? historyHref(path, query.filters, page.lek) : null,
		previousHref: page.prevLek ? historyHref(path, query.filters, page.prevLek) : null,
		exportHref: historyHref(exportPath(tool), query.filters),
	}
	const [indicators, countries, found] = entity ?? [[] as EntityIndicator[], [] as Country[], null]
	const entitySearch: EntitySearch = search ? { name: search.name, country: search.country, ...found! } : null
	return { tool, figures, records: { tool, items: page.items } as History, history, indicators, countries, entitySearch, screenRefusal }
}

const intentSchema = z.enum([QUOTE_INTENT, BATCH_INTENT])

/** The post's form: a batch file comes as multipart (read up to the file limit), the one-subject forms as a plain post. */
async function readForm(request: Request): Promise<FormData | 'too-large'> {
	const multipart = request.headers.get('Content-Type')?.toLowerCase().startsWith('multipart/form-data')
	if (!multipart) return request.formData()
	try {
		return await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: BATCH_FILE_MAX_BYTES }))
	} catch (error) {
		if (error instanceof MaxPartSizeExceededError) return 'too-large'
		throw error
	}
}

/** A refused batch file: the reason(s) above the upload, 400. */
const refuseBatch = (...messages: string[]) =>
	replyForm(BATCH_INTENT, { status: 'error', error: { '': messages } } satisfies SubmissionResult<string[]>)

/**
 * 'Get quote' (one transaction, address or entity) and 'Upload and get
 * quote' (a batch file): checked with the form's schema or the file's
 * checks, then the provider makes the quote (it checks again) and its page
 * opens. The quote is asked for beside the guard's subscriptions: the
 * provider refuses it itself while the service is not active, and a quote
 * moves nothing. Refusals come back on the form with status 400.
 */
export async function handleScreeningToolAction(request: Request, context: AppLoadContext) {
	const tool = requireTool(request)
	const form = await readForm(request)
	if (form === 'too-large') {
		await requireServiceWith(request, context, 'compliance')
		return refuseBatch(BATCH_MESSAGES.tooLarge)
	}
	const intent = readIntent(form, intentSchema)
	if (!intent || (intent === BATCH_INTENT && tool !== 'wallet')) {
		await requireServiceWith(request, context, 'compliance')
		return replyUnknownIntent()
	}
	if (intent === BATCH_INTENT) return askBatchQuote(request, context, form)
	const submission = parseWithZod(form, { schema: QUOTE_FORMS[tool] })
	const { quoting } = await requireServiceWith(request, context, 'compliance', (user) => ({
		quoting: submission.status === 'success' ? user.api.compliance.createQuote(submission.value) : Promise.resolve(null),
	}))
	if (submission.status !== 'success') return replyForm(intent, submission.reply())
	try {
		const quote = await quoting
		if (!quote) return replyForm(intent, submission.reply())
		return redirect(quotePath(tool, quote.id))
	} catch (error) {
		const reply = replyProviderError(intent, submission, error, SCREENING_FIELDS)
		if (!reply) throw error
		return reply
	}
}

async function askBatchQuote(request: Request, context: AppLoadContext, form: FormData) {
	const file = form.get(BATCH_FILE_FIELD)
	const read =
		file instanceof File && file.size > 0 ? await readBatchFile(file) : ({ ok: false, message: BATCH_MESSAGES.fileRequired } as const)
	const { quoting } = await requireServiceWith(request, context, 'compliance', (user) => ({
		quoting: read.ok
			? user.api.compliance.createQuote({ check: 'WALLET_BATCH', fileName: read.fileName, rows: read.rows })
			: Promise.resolve(null),
	}))
	if (!read.ok) return refuseBatch(read.message)
	let quote: ScreeningQuote | null
	try {
		quote = await quoting
	} catch (error) {
		// No good row: the provider names each row's reason, one line each.
		const reply = replyProviderError(BATCH_INTENT, null, error, [], { reasonPerLine: true })
		if (!reply) throw error
		return reply
	}
	if (!quote) return refuseBatch(BATCH_MESSAGES.empty)
	return redirect(quotePath('wallet', quote.id))
}

import { randomBytes } from 'node:crypto'
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { AppLoadContext } from '@remix-run/node'
import type { FiatWallet } from '#contract/fiat/api.ts'
import { BENEFICIARY_MESSAGES } from '#contract/fiat/beneficiaries.ts'
import type { FiatCurrency } from '#contract/money/currencies.ts'
import { unsupportedCurrencyMessage } from '#contract/money/currencies.ts'
import { formatMoney } from '#contract/money/format.ts'
import { PAGE_SIZE } from '#contract/money/paging.ts'
import { internalTransferFormSchema } from '#app/lib/fiat/internal-transfer.ts'
import { FIAT_INTENTS, FIAT_UI_MESSAGES, fiatWalletCsvPath, fiatWalletPath, parseFiatCurrency } from '#app/lib/fiat/labels.ts'
import { ENTRY_COLUMNS } from '#app/lib/money/csv-columns.ts'
import { csvFileName } from '#app/lib/money/csv.ts'
import { readListQuery, type FilterKey, type ListFilters } from '#app/lib/money/list-query.ts'
import type { ListState } from '#app/lib/money/views.ts'
import { SECRET_FIELDS } from '#app/lib/reply.ts'
import { roleRefusal } from '#app/lib/team/refusals.ts'
import { replyForm, replyProviderError, replyUnknownIntent, withAttemptsLeft } from '../action-reply.server.ts'
import { csvResponse } from '../http/csv-response.server.ts'
import { fetchListPage, refusedExport, unlessNothing } from '../http/list-page.server.ts'
import { notFound } from '../http/not-found.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { requireServiceWith, type PageCalls } from '../service-guard.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'

/** The wallet's list narrows by date, status, type and a search, like every ledger. */
export const WALLET_FILTER_KEYS: readonly FilterKey[] = ['q', 'from', 'to', 'status', 'type']

/** The currency of a page's URL (`?currency=`), or null for none or one that is not supported. */
export const readFiatCurrency = (request: Request) => parseFiatCurrency(new URL(request.url).searchParams.get('currency'))

/**
 * The service guard with a page's calls for the currency its URL names (record 124): the guard answers first
 * (without the service, /products whatever the URL says, as everywhere under the service), then a currency that
 * is none or not supported is the 404 page. No currency, no calls.
 */
export async function requireFiatCurrencyWith<Calls extends PageCalls>(
	request: Request,
	context: AppLoadContext,
	start: (user: User, currency: FiatCurrency) => Calls,
	service: 'fcat' | 'payment' = 'fcat',
) {
	const currency = readFiatCurrency(request)
	const guarded = await requireServiceWith(request, context, service, (user) => (currency ? start(user, currency) : ({} as Calls)))
	if (!currency) notFound()
	return Object.assign(guarded, { currency })
}

/** An action's currency: none or an unsupported one is the 404 page, after the guard. */
export async function requireActionCurrency(
	request: Request,
	context: AppLoadContext,
	service: 'fcat' | 'payment' = 'fcat',
): Promise<FiatCurrency> {
	const currency = readFiatCurrency(request)
	if (currency) return currency
	await requireServiceWith(request, context, service)
	notFound()
}

/** The wallet of a currency, or null while none is held (the provider's 404). */
export function findWallet(user: User, currency: FiatCurrency): Promise<FiatWallet | null> {
	return user.api.fiat.getWallet(currency).catch((error: unknown) => {
		if (error instanceof ProviderError && error.status === 404 && !error.isAuthFailure) return null
		throw error
	})
}

function listHrefs(currency: FiatCurrency, filters: ListFilters, lek?: string | null) {
	const params: Record<string, string | undefined> = { ...filters, lek: lek ?? undefined }
	return fiatWalletPath(currency, params)
}

/** A fresh idempotency key for the internal transfer form: the same post twice moves the money once. */
const newTransferKey = () => `itr_${randomBytes(12).toString('hex')}`

/**
 * /product/fiat-wallet-service/wallet?currency=: the wallet's balance and
 * virtual account, its beneficiaries in the currency (Pay, Delete), the
 * internal transfer form, and its transactions (20 a page, newest first,
 * filtered by the URL, exported as CSV). Everything is asked for beside the
 * guard's subscriptions: one provider round trip. A currency without a
 * wallet offers to open its virtual account.
 */
export async function loadFiatWalletPage(request: Request, context: AppLoadContext) {
	const query = readListQuery(new URL(request.url).searchParams, WALLET_FILTER_KEYS)
	const { currency, loading } = await requireFiatCurrencyWith(request, context, (user, currency) => ({
		loading: Promise.all([
			findWallet(user, currency),
			fetchListPage(
				query.lek,
				unlessNothing(query.selectsNothing, (lek?: string) =>
					user.api.fiat.listTransactions(currency, { ...query.filters, lek, limit: PAGE_SIZE }),
				),
			).catch((error: unknown) => {
				// No wallet yet: its list is nobody's business (the page offers to open it).
				if (error instanceof ProviderError && error.status === 404) return null
				throw error
			}),
			user.api.fiat.listBeneficiaries(currency),
			user.profile,
			user.api.money.getAccounts(),
		]),
	}))
	const [wallet, listed, beneficiaries, profile, accounts] = await loading
	if (!wallet || !listed) return { currency, wallet: null, refusal: roleRefusal(profile.member.role, 'money.move') } as const
	const { page, notice } = listed
	const list: ListState = {
		path: fiatWalletPath(currency),
		keys: WALLET_FILTER_KEYS,
		filters: query.filters,
		errors: query.errors,
		selectsNothing: query.selectsNothing,
		notice,
		nextHref: page.lek ? listHrefs(currency, query.filters, page.lek) : null,
		previousHref: page.prevLek ? listHrefs(currency, query.filters, page.prevLek) : null,
		exportHref: fiatWalletCsvPath(currency, { ...query.filters }),
		currencies: [],
	}
	const balanceOf = (ledgerType: string) => accounts.find((account) => account.ledgerType === ledgerType && account.currency === currency)
	return {
		currency,
		wallet,
		transactions: page.items,
		list,
		beneficiaries,
		refusals: {
			money: roleRefusal(profile.member.role, 'money.move'),
			beneficiaries: roleRefusal(profile.member.role, 'beneficiaries.manage'),
		},
		transfer: {
			key: newTransferKey(),
			pinExists: profile.pinExists,
			twoFAEnabled: profile.twoFAEnabled,
			balances: {
				funding: balanceOf('funding')?.balance ?? null,
				operational: balanceOf('operational')?.balance ?? null,
			},
		},
	}
}

/** Every transaction the wallet page's filters select, as CSV; a currency without a wallet is the 404 page. */
export async function exportFiatWalletCsv(request: Request, context: AppLoadContext) {
	const query = readListQuery(new URL(request.url).searchParams, WALLET_FILTER_KEYS)
	const { user, currency, wallet } = await requireFiatCurrencyWith(request, context, (user, currency) => ({
		wallet: findWallet(user, currency),
	}))
	if (!(await wallet)) notFound()
	const refused = refusedExport(query.exportRefusals)
	if (refused) return refused
	return csvResponse({
		fileName: csvFileName('fiat-wallet', currency, query.filters.from, query.filters.to),
		columns: ENTRY_COLUMNS,
		fetchPage: unlessNothing(query.selectsNothing, (lek: string | undefined, limit: number) =>
			user.api.fiat.listTransactions(currency, { ...query.filters, lek, limit }),
		),
	})
}

/** The internal transfer form's fields a provider refusal names (its `from`/`to` are the form's balance). */
const TRANSFER_FIELDS = ['amount', 'balance', 'direction', ...SECRET_FIELDS]
const transferFieldOf = (field: string) => (field === 'from' || field === 'to' ? 'balance' : field)

const formError = (intent: string, message: string, status = 400) =>
	replyForm(intent, { status: 'error', error: { '': [message] } } satisfies SubmissionResult<string[]>, status)

/**
 * The wallet page's posts: the internal transfer (its PIN and code, its
 * idempotency key from the form; refusals on the form), and deleting a
 * beneficiary (anyone else's: 404). The URL's currency must be a supported one.
 */
export async function handleFiatWalletAction(request: Request, context: AppLoadContext) {
	const { user } = await requireServiceWith(request, context, 'fcat')
	const [form, profile] = await Promise.all([request.formData(), user.profile])
	const intent = String(form.get('intent') ?? '')
	const raw = new URL(request.url).searchParams.get('currency') ?? ''
	const currency = parseFiatCurrency(raw)
	if (intent !== FIAT_INTENTS.internalTransfer && intent !== FIAT_INTENTS.deleteBeneficiary) return replyUnknownIntent()
	if (!currency) return formError(intent, unsupportedCurrencyMessage(raw.trim().toUpperCase().slice(0, 12)))

	if (intent === FIAT_INTENTS.deleteBeneficiary) {
		// Asked first (the page's `?dialog=delete-beneficiary`): a post without the question's answer deletes nothing.
		if (form.get('confirm') !== 'delete') return formError(intent, FIAT_UI_MESSAGES.confirmDelete)
		const id = String(form.get('beneficiary') ?? '')
		try {
			if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new ProviderError(404, { message: BENEFICIARY_MESSAGES.notFound })
			await user.api.fiat.deleteBeneficiary(id)
		} catch (error) {
			if (error instanceof ProviderError && error.status === 404) return formError(intent, BENEFICIARY_MESSAGES.notFound, 404)
			throw error
		}
		return redirectWithToast(fiatWalletPath(currency), {
			type: 'success',
			title: BENEFICIARY_MESSAGES.deleted,
			description: 'It is no longer offered for payouts.',
		})
	}

	const submission = parseWithZod(form, { schema: internalTransferFormSchema(currency, profile.twoFAEnabled) })
	if (submission.status !== 'success') return replyForm(intent, submission.reply({ hideFields: SECRET_FIELDS }))
	let moved
	try {
		moved = await user.api.fiat.internalTransfer(submission.value)
	} catch (error) {
		const reply = replyProviderError(intent, submission, withAttemptsLeft(error), TRANSFER_FIELDS, {
			hideFields: SECRET_FIELDS,
			fieldOf: transferFieldOf,
		})
		if (!reply) throw error
		return reply
	}
	return redirectWithToast(fiatWalletPath(currency), {
		type: 'success',
		title: 'Transfer done',
		description: `${formatMoney(moved.amount, moved.currency)} moved ${moved.to === 'fiat' ? `into the fiat wallet from the ${moved.from} balance` : `from the fiat wallet to the ${moved.to} balance`}.`,
	})
}

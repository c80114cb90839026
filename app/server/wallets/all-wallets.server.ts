import { parseWithZod } from '@conform-to/zod'
import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { PAGE_SIZE } from '#contract/money/paging.ts'
import { WALLET_API_MESSAGES, type Wallet } from '#contract/wallets/api.ts'
import { readWalletsQuery, subWalletFormSchema } from '#app/lib/wallets/all-wallets-schemas.ts'
import {
	ALL_WALLETS_PATH,
	CREATE_SUB_WALLET_INTENT,
	SUB_WALLET_FIELDS,
	WALLET_COLUMNS,
	walletsHref,
	type WalletFilters,
} from '#app/lib/wallets/all-wallets.ts'
import { readIntent, replyForm, replyProviderError, replyUnknownIntent } from '../action-reply.server.ts'
import { csvResponse } from '../http/csv-response.server.ts'
import { EMPTY_PAGE, fetchListPage, unlessNothing } from '../http/list-page.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { redirectWithToast } from '../toast.server.ts'

/** What the all-wallets page renders. */
export type AllWalletsScreen = {
	wallets: Wallet[]
	filters: WalletFilters
	errors: string[]
	selectsNothing: boolean
	/** Why the list opened elsewhere than asked (a refused cursor). */
	notice: string | null
	nextHref: string | null
	previousHref: string | null
	exportHref: string
}

/** The provider's reason for refusing a list's filters (400); anything else is rethrown. */
function filterRefusal(error: unknown) {
	if (error instanceof ProviderError && error.status === 400 && !error.isAuthFailure) return error.body.message
	throw error
}

/**
 * /product/wallet-service/all-wallets: every wallet, 20 a page, oldest
 * first, searched and filtered by the URL. A cursor the provider refuses
 * opens the first page and says so; a filter it refuses is said above an
 * empty list, never an error page.
 */
export async function loadAllWallets(request: Request, context: AppLoadContext): Promise<AllWalletsScreen> {
	const { filters, lek, errors, selectsNothing } = readWalletsQuery(new URL(request.url).searchParams)
	// The guard's subscriptions and the list in one provider round trip.
	const { listing } = await requireServiceWith(request, context, 'wallets', (user) => ({
		listing: fetchListPage(
			lek,
			unlessNothing(selectsNothing, (cursor?: string) => user.api.wallets.listWallets({ ...filters, lek: cursor, limit: PAGE_SIZE })),
		).catch((error: unknown) => {
			errors.push(filterRefusal(error))
			return { page: EMPTY_PAGE, notice: null }
		}),
	}))
	const { page, notice } = await listing
	return {
		wallets: page.items,
		filters,
		errors,
		selectsNothing,
		notice,
		nextHref: page.lek ? walletsHref(ALL_WALLETS_PATH, filters, page.lek) : null,
		previousHref: page.prevLek ? walletsHref(ALL_WALLETS_PATH, filters, page.prevLek) : null,
		exportHref: walletsHref(`${ALL_WALLETS_PATH}/export.csv`, filters),
	}
}

/** Every wallet the list's filters select (all pages), as a streamed CSV; refused filters are a 400 with the reason. */
export async function exportAllWalletsCsv(request: Request, context: AppLoadContext) {
	const { filters, errors, selectsNothing } = readWalletsQuery(new URL(request.url).searchParams)
	const { user } = await requireServiceWith(request, context, 'wallets')
	if (errors.length && !selectsNothing) return textResponse(errors.join('\n'), 400)
	try {
		return await csvResponse({
			fileName: 'wallets.csv',
			columns: WALLET_COLUMNS,
			fetchPage: unlessNothing(selectsNothing, (lek: string | undefined, limit: number) =>
				user.api.wallets.listWallets({ ...filters, lek, limit }),
			),
		})
	} catch (error) {
		return textResponse(filterRefusal(error), 400)
	}
}

function textResponse(text: string, status: number) {
	return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

const intentSchema = z.enum([CREATE_SUB_WALLET_INTENT])

/**
 * 'Create sub-wallet': checked by the form's schema, then by the provider,
 * whose refusals go under their fields. Created: the list, searched for the
 * new sub-wallet's customer reference, with the provider's message.
 */
export async function handleAllWalletsAction(request: Request, context: AppLoadContext) {
	const { user } = await requireServiceWith(request, context, 'wallets')
	const form = await request.formData()
	const intent = readIntent(form, intentSchema)
	if (!intent) return replyUnknownIntent()
	const submission = parseWithZod(form, { schema: subWalletFormSchema })
	if (submission.status !== 'success') return replyForm(intent, submission.reply())
	let created: Wallet
	try {
		created = await user.api.wallets.createSubWallet(submission.value)
	} catch (error) {
		const reply = replyProviderError(intent, submission, error, SUB_WALLET_FIELDS)
		if (!reply) throw error
		return reply
	}
	return redirectWithToast(walletsHref(ALL_WALLETS_PATH, { q: created.customerReference ?? undefined }), {
		type: 'success',
		title: 'Sub-wallet created',
		description: WALLET_API_MESSAGES.subWalletCreated(created.asset, created.label ?? ''),
	})
}

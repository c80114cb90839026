import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, type AppLoadContext } from '@remix-run/node'
import * as accountChecks from '#contract/fiat/account-checks.ts'
import type { AccountName, Beneficiary } from '#contract/fiat/beneficiaries.ts'
import { BENEFICIARY_MESSAGES } from '#contract/fiat/beneficiaries.ts'
import type { BeneficiaryKind } from '#contract/fiat/beneficiary-labels.ts'
import type { FiatCurrency } from '#contract/money/currencies.ts'
import {
	beneficiaryFormSchema,
	readBeneficiaryFields,
	BENEFICIARY_FORM_FIELDS,
	type BeneficiaryFormFields,
	type BeneficiaryPlace,
} from '#app/lib/fiat/beneficiary-form.ts'
import { BENEFICIARY_FORM_PATHS, beneficiaryKindAt, FIAT_INTENTS, fiatWalletPath, payoutPath } from '#app/lib/fiat/labels.ts'
import { replyProviderError } from '../action-reply.server.ts'
import { notFound } from '../http/not-found.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'
import { requireActionCurrency, requireFiatCurrencyWith } from './wallet.server.ts'

/**
 * The beneficiary forms: /fiat/create-individual-beneficiary and
 * /fiat/create-business-beneficiary (`?currency=`, and `next=payout` to go on
 * to a payout to it). 'Check account' has the provider's bank name the
 * holder and shows it; 'Save' keeps the beneficiary with the name the bank
 * gives then. Both are checked with the form's schema first (every checksum).
 * The Payment service's /product/payment-service/add-fiat-beneficiary is the
 * same form and the same posts in another place (`BeneficiaryPlace`): its
 * guard, its URL (the kind in `?kind=`) and where a saved beneficiary opens.
 */

/** Where the form lives: the Fiat wallet's pages (the default) or another service's. */
export type BeneficiaryPlacement = {
	service: 'fcat' | 'payment'
	/** The kind the URL names, or null (the 404 page). */
	kindOf: (url: URL) => BeneficiaryKind | null
	/** The form's path, its query beyond `currency`, and its 'Back'. */
	place: (kind: BeneficiaryKind, currency: FiatCurrency) => BeneficiaryPlace
	/** Where a saved beneficiary goes. */
	savedPath: (saved: Beneficiary, next: 'payout' | null) => string
}

const FIAT_PLACEMENT: BeneficiaryPlacement = {
	service: 'fcat',
	kindOf: (url) => beneficiaryKindAt(url.pathname),
	place: (kind, currency) => ({ path: BENEFICIARY_FORM_PATHS[kind], params: {}, back: fiatWalletPath(currency) }),
	savedPath: (saved, next) => (next === 'payout' ? payoutPath(saved.currency, { beneficiary: saved.id }) : fiatWalletPath(saved.currency)),
}

function requireKind(request: Request, placement: BeneficiaryPlacement): BeneficiaryKind {
	return placement.kindOf(new URL(request.url)) ?? notFound()
}

/** The banks a bank method chooses from (the provider's list for the currency, as local transfers use). */
const banksOf = (user: User, currency: FiatCurrency) => user.api.money.listBanks(currency)

type Page = {
	place: BeneficiaryPlace
	kind: BeneficiaryKind
	currency: FiatCurrency
	next: 'payout' | null
	banks: { code: string; name: string }[]
	fields: BeneficiaryFormFields
	resolved: AccountName | null
	lastResult: SubmissionResult<string[]> | null
}

const nextOf = (value: string | null) => (value === 'payout' ? 'payout' : null)

export async function loadBeneficiaryForm(
	request: Request,
	context: AppLoadContext,
	placement: BeneficiaryPlacement = FIAT_PLACEMENT,
): Promise<Page> {
	const kind = requireKind(request, placement)
	const params = new URL(request.url).searchParams
	const { currency, banks } = await requireFiatCurrencyWith(
		request,
		context,
		(user, currency) => ({ banks: banksOf(user, currency) }),
		placement.service,
	)
	return {
		place: placement.place(kind, currency),
		kind,
		currency,
		next: nextOf(params.get('next')),
		banks: await banks,
		fields: readBeneficiaryFields(params),
		resolved: null,
		lastResult: null,
	}
}

/** The form fields a provider refusal can name (the provider speaks of the same fields). */
const FORM_FIELDS: readonly string[] = BENEFICIARY_FORM_FIELDS

/**
 * 'Check account' (the name enquiry, beside the guard's subscriptions: it
 * changes nothing) and 'Save' (after the guard: it keeps something). A
 * refusal, a check's or the bank's, comes back on its field (400); a name
 * found comes back with the form, filled in, and 'Save'.
 */
export async function handleBeneficiaryAction(request: Request, context: AppLoadContext, placement: BeneficiaryPlacement = FIAT_PLACEMENT) {
	const kind = requireKind(request, placement)
	const currency = await requireActionCurrency(request, context, placement.service)
	const place = placement.place(kind, currency)
	const form = await request.formData()
	const fields = readBeneficiaryFields(form)
	const next = nextOf(typeof form.get('next') === 'string' ? (form.get('next') as string) : null)
	const submission = parseWithZod(form, { schema: beneficiaryFormSchema(kind, currency, null, accountChecks) })
	const saving = submission.status === 'success' && submission.value.intent === FIAT_INTENTS.saveBeneficiary
	const { user, banks, resolving } = await requireServiceWith(request, context, placement.service, (user) => ({
		banks: banksOf(user, currency),
		// Saving asks the bank too: a refused save (another holder's name, record 109) shows what the bank said.
		resolving: submission.status === 'success' ? user.api.fiat.resolveBeneficiary(submission.value.request) : Promise.resolve(null),
	}))
	const page = async (lastResult: SubmissionResult<string[]> | null, resolved: AccountName | null, status = 400) =>
		data<Page>({ place, kind, currency, next, banks: await banks, fields, resolved, lastResult }, { status })
	if (submission.status !== 'success') return page(submission.reply(), null)
	const intent = submission.value.intent
	if (intent !== FIAT_INTENTS.saveBeneficiary && intent !== FIAT_INTENTS.checkAccount)
		return page(submission.reply({ formErrors: ['Check the account, then save the beneficiary.'] }), null)
	try {
		if (!saving) return page(null, await resolving, 200)
		await requireServiceWith(request, context, placement.service)
		const saved = await user.api.fiat.createBeneficiary(submission.value.request)
		return redirectWithToast(placement.savedPath(saved, next), {
			type: 'success',
			title: BENEFICIARY_MESSAGES.created,
			description: `${saved.name} (${saved.accountName}, ${saved.destination})`,
		})
	} catch (error) {
		const reply = replyProviderError(intent, submission, error, FORM_FIELDS)
		if (!reply) throw error
		const resolved = saving ? await resolving.catch(() => null) : null
		return page(reply.data.result, resolved, reply.init?.status ?? 400)
	}
}

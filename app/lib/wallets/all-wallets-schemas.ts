import { z } from 'zod'
import { textSchema } from '#contract/fields.ts'
import { lekSchema, searchSchema } from '#contract/money/paging.ts'
import type { createSubWalletRequestSchema } from '#contract/wallets/api.ts'
import { WALLET_KINDS } from '#contract/wallets/kinds.ts'
import { walletAssetSchema } from '#contract/wallets/network-schemas.ts'
import {
	CUSTOMER_REFERENCE_MAX_LENGTH,
	LABEL_MAX_LENGTH,
	WALLET_LIST_MESSAGES,
	type WalletFilters,
	type WalletsQueryState,
} from './all-wallets.ts'

/* The list's URL reader and the 'Create sub-wallet' form's schema (loaded by the form when it is first used); all-wallets.ts holds the rest, without zod. */

const kindSchema = z.enum(WALLET_KINDS)

/** Reads the list's search, filters and cursor from its URL. */
export function readWalletsQuery(params: URLSearchParams): WalletsQueryState {
	const filters: WalletFilters = {}
	const errors: string[] = []
	let selectsNothing = false
	const q = searchSchema.safeParse(params.get('q') ?? undefined)
	if (q.success) filters.q = q.data
	else {
		errors.push(q.error.issues[0]?.message ?? WALLET_LIST_MESSAGES.search)
		selectsNothing = true
	}
	const kind = params.get('kind')
	if (kind) {
		const parsed = kindSchema.safeParse(kind.toUpperCase())
		if (parsed.success) filters.kind = parsed.data
		else errors.push(WALLET_LIST_MESSAGES.kind)
	}
	const asset = params.get('asset')
	if (asset) {
		const parsed = walletAssetSchema.safeParse(asset)
		if (parsed.success) filters.asset = parsed.data
		else errors.push(parsed.error.issues[0]?.message ?? `${asset} is not a supported crypto asset`)
	}
	const lek = lekSchema.safeParse(params.get('lek') ?? undefined)
	if (!lek.success) errors.push(lek.error.issues[0]?.message ?? 'Invalid page cursor')
	return { filters, lek: lek.success ? lek.data : undefined, errors, selectsNothing }
}

/**
 * The form's schema, in the browser (conform) and on the server: the
 * provider's rules and messages (contract/wallets/api.ts), with a message
 * for a field left empty (conform sends it as absent).
 */
export const subWalletFormSchema = z.object({
	asset: walletAssetSchema,
	label: textSchema('the label', { required_error: 'Label is required' })
		.min(1, 'Label is required')
		.max(LABEL_MAX_LENGTH, `Label must be at most ${LABEL_MAX_LENGTH} characters`),
	customerReference: textSchema('the customer reference', { required_error: 'Customer reference is required' })
		.min(1, 'Customer reference is required')
		.max(CUSTOMER_REFERENCE_MAX_LENGTH, `Customer reference must be at most ${CUSTOMER_REFERENCE_MAX_LENGTH} characters`),
}) satisfies z.ZodType<z.input<typeof createSubWalletRequestSchema>>

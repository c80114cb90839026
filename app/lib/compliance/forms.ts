import { z } from 'zod'
import { entitySearchQuerySchema } from '#contract/compliance/entities.ts'
import { entityNameSchema, screeningQuoteIdSchema, type ScreeningQuoteRequest } from '#contract/compliance/screening.ts'
import { refineTxHash, txIdSchema, txTypeSchema } from '#contract/compliance/txn-analysis.ts'
import { countryCodeSchema } from '#contract/fields.ts'
import { addressTextSchema, withCheckedAddress } from '#contract/wallets/addresses.ts'
import { walletNetworkSchema } from '#contract/wallets/network-schemas.ts'
import type { ScreeningTool } from './tools.ts'

/**
 * The screening forms, one zod schema each for the browser (conform) and the
 * server, on the contract's rules and messages: a hash checked for its
 * network's shape, an address for its network (checksum included), an
 * entity's name and country. Each answers the provider's quote request.
 */

/** Every field a screening form posts (the fuzzers post them all). */
export const SCREENING_FIELDS = ['network', 'txId', 'txType', 'address', 'name', 'country', 'quoteId', 'file'] as const

export const txnFormSchema = z
	.object({ network: walletNetworkSchema, txId: txIdSchema, txType: txTypeSchema })
	.superRefine(refineTxHash)
	.transform((value) => ({ check: 'TXN' as const, ...value }))

/** One address on a network: the wallet analysis's and the blacklist check's form. */
const addressFields = z.object({ network: walletNetworkSchema, address: addressTextSchema }).transform(withCheckedAddress)
export const walletFormSchema = addressFields.transform((value) => ({ check: 'WALLET' as const, ...value }))
export const blacklistFormSchema = addressFields.transform((value) => ({ check: 'BLACKLIST' as const, ...value }))

/** 'Order report' for one of the search's entities (its name and country come as hidden fields). */
export const entityOrderSchema = z
	.object({ name: entityNameSchema, country: countryCodeSchema })
	.transform((value) => ({ check: 'ENTITY' as const, ...value }))

/** The entity search, a GET form: its fields are the page's URL. */
export const entitySearchSchema = entitySearchQuerySchema

/** The schema of a tool's one-subject form. */
export const QUOTE_FORMS = {
	txn: txnFormSchema,
	wallet: walletFormSchema,
	entity: entityOrderSchema,
	blacklist: blacklistFormSchema,
} satisfies Record<ScreeningTool, z.ZodType<ScreeningQuoteRequest, z.ZodTypeDef, unknown>>

/** The confirm form: the quote's id, the idempotency key it carries (a double submit charges once). */
export const confirmFormSchema = z.object({ quoteId: screeningQuoteIdSchema })

import { z } from 'zod'
import { createWithdrawalAddressRequestSchema } from '#contract/settings/products.ts'
import { PRODUCTS_TAB_INTENTS, type ProductsTabIntent } from './intents.ts'

/** The tab's changes: the e-mail preferences form, the blacklist check toggle, the add-address form, an address's delete button. */
export const productsTabIntents = z.enum(PRODUCTS_TAB_INTENTS)
export type { ProductsTabIntent }

/**
 * 'Add address': address, asset, network and description, checked by the
 * provider's own request schema (the address must fit the chosen network).
 * Addresses added here are the integrator's own (first party) and carry no
 * signed contract.
 */
export const addAddressFormSchema = z
	.object({
		// Missing fields are named together here; the provider's schema then checks their values.
		address: z.string({ required_error: 'Address is required' }),
		asset: z.string({ required_error: 'Asset is required' }),
		network: z.string({ required_error: 'Choose a network' }),
		description: z.unknown(),
	})
	.transform((form) => ({
		...form,
		description: form.description ?? '',
		paymentBeneficiaryType: 'FIRST_PARTY' as const,
		isContractSigned: false,
	}))
	.pipe(createWithdrawalAddressRequestSchema)

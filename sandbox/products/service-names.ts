import type { ServiceName } from '#contract/products.ts'

/**
 * How the provider names its services in its own messages and pages. The
 * dashboard keeps its own labels (app/lib/products): the two programs are
 * separate, and the provider's wording is part of its answers.
 */
export const SERVICE_TITLES: Record<ServiceName, { name: string; shortName: string }> = {
	trading: { name: 'Trading', shortName: 'Trading' },
	compliance: { name: 'Compliance', shortName: 'Compliance' },
	wallets: { name: 'Crypto wallet', shortName: 'Wallet' },
	fcat: { name: 'Fiat wallet', shortName: 'FCAT' },
	payment: { name: 'Payment', shortName: 'Payment' },
	lending: { name: 'Lending', shortName: 'Lending' },
}

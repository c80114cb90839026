import { expect, test } from 'vitest'
import type { Subscription } from '#contract/products.ts'
import type { WithdrawalAddress } from '#contract/settings/products.ts'
import { availableProducts, searchAddresses } from './products-tab.server.ts'

const subscription = (name: Subscription['name'], isApproved: boolean): Subscription => ({
	name,
	isApproved,
	status: isApproved,
	createdAt: '2026-01-01T00:00:00.000Z',
	updatedAt: '2026-01-01T00:00:00.000Z',
	approvedAt: isApproved ? '2026-01-02T00:00:00.000Z' : null,
})

test('Funding always; approved Trading, Crypto wallet, Fiat wallet and Lending, by name; never Compliance or Payment', () => {
	expect(availableProducts([])).toEqual(['funding'])
	expect(
		availableProducts([
			subscription('trading', true),
			subscription('compliance', true),
			subscription('payment', true),
			subscription('wallets', true),
			subscription('fcat', true),
			subscription('lending', true),
		]),
	).toEqual(['wallets', 'fcat', 'funding', 'lending', 'trading'])
})

test('a service in review is not listed yet', () => {
	expect(availableProducts([subscription('trading', true), subscription('lending', false)])).toEqual(['funding', 'trading'])
})

const address = (fields: Partial<WithdrawalAddress>): WithdrawalAddress => ({
	addressId: 'a1',
	address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
	asset: 'BTC',
	assetName: 'Bitcoin',
	network: 'BTC',
	description: 'Treasury cold wallet',
	status: 'ACTIVE',
	uid: 'WA-0A1B2C3D',
	paymentBeneficiaryType: 'FIRST_PARTY',
	isContractSigned: true,
	createdAt: '2026-01-01T00:00:00.000Z',
	updatedAt: '2026-01-01T00:00:00.000Z',
	...fields,
})

test('the address search matches address, asset, asset name, description, network, status and uid, ignoring case', () => {
	const btc = address({})
	const usdt = address({
		addressId: 'a2',
		address: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC',
		asset: 'USDT',
		assetName: 'Tether USD',
		network: 'TRON',
		description: 'Payouts',
		uid: 'WA-99999999',
	})
	const list = [btc, usdt]
	expect(searchAddresses(list, '')).toEqual(list)
	expect(searchAddresses(list, '  ')).toEqual(list)
	expect(searchAddresses(list, 'tjry')).toEqual([usdt])
	expect(searchAddresses(list, 'usdt')).toEqual([usdt])
	expect(searchAddresses(list, 'tether')).toEqual([usdt])
	expect(searchAddresses(list, 'treasury')).toEqual([btc])
	expect(searchAddresses(list, 'tron')).toEqual([usdt])
	expect(searchAddresses(list, 'active')).toEqual(list)
	expect(searchAddresses(list, 'wa-0a1b')).toEqual([btc])
	expect(searchAddresses(list, 'dogecoin')).toEqual([])
})

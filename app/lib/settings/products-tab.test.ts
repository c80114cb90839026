import { parseWithZod } from '@conform-to/zod'
import { expect, test } from 'vitest'
import { addAddressFormSchema } from './products-tab-schemas.ts'

const form = (fields: Record<string, string>) => {
	const data = new FormData()
	for (const [key, value] of Object.entries(fields)) data.set(key, value)
	return parseWithZod(data, { schema: addAddressFormSchema })
}

test('an address that fits its network becomes the provider request, as the integrator’s own', () => {
	const submission = form({ address: ' TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC ', asset: 'usdt', network: 'TRON', description: 'Treasury' })
	expect(submission.status).toBe('success')
	expect(submission.status === 'success' && submission.value).toEqual({
		address: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC',
		asset: 'USDT',
		network: 'TRON',
		description: 'Treasury',
		paymentBeneficiaryType: 'FIRST_PARTY',
		isContractSigned: false,
	})
})

test('a bad address for the chosen network is an error under the address @bad-input', () => {
	const submission = form({ address: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC', asset: 'BTC', network: 'BTC' })
	expect(submission.status).toBe('error')
	expect(submission.status === 'error' ? submission.error : null).toEqual({ address: ['This is a Tron address, not a Bitcoin address'] })
})

test('empty fields each say what is missing; the description is optional @bad-input', () => {
	const submission = form({ address: '', asset: '', network: '', description: '' })
	expect(submission.status === 'error' ? submission.error : null).toEqual({
		address: ['Address is required'],
		asset: ['Asset is required'],
		network: ['Choose a network'],
	})
	const rest = form({ address: '', asset: '', network: 'ETH' })
	expect(rest.status === 'error' ? rest.error : null).toEqual({ address: ['Address is required'], asset: ['Asset is required'] })
})

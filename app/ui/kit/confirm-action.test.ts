import { describe, expect, it } from 'vitest'
import { closeHref, confirmHref, isAsked } from './confirm-action.tsx'

describe('ConfirmAction’s page states', () => {
	it('asks on the same page, keeping its filters: ?confirm=<what> and the keys naming the item', () => {
		expect(confirmHref('/settings/integrations', '', { what: 'rotate-secret' })).toBe('/settings/integrations?confirm=rotate-secret')
		expect(
			confirmHref('/product/fiat-wallet-service/wallet', '?currency=NGN', {
				what: 'delete-beneficiary',
				param: 'dialog',
				item: { beneficiary: 'fbn_1' },
			}),
		).toBe('/product/fiat-wallet-service/wallet?currency=NGN&dialog=delete-beneficiary&beneficiary=fbn_1')
	})

	it('goes back to the page as it was, without the question or its item', () => {
		expect(closeHref('/settings/integrations', '?confirm=rotate-secret', {})).toBe('/settings/integrations')
		expect(
			closeHref('/w', '?currency=NGN&dialog=delete-beneficiary&beneficiary=fbn_1', { param: 'dialog', itemKeys: ['beneficiary'] }),
		).toBe('/w?currency=NGN')
	})

	it('is open only for its own question, with every key naming the item', () => {
		const params = new URLSearchParams('dialog=remove-person&person=p1')
		expect(isAsked(params, { what: 'remove-person', param: 'dialog', itemKeys: ['person'] })).toBe(true)
		expect(isAsked(params, { what: 'remove-document', param: 'dialog', itemKeys: ['documentId'] })).toBe(false)
		expect(isAsked(params, { what: 'remove-person', itemKeys: ['person'] })).toBe(false)
		expect(isAsked(new URLSearchParams('dialog=remove-person'), { what: 'remove-person', param: 'dialog', itemKeys: ['person'] })).toBe(
			false,
		)
	})
})

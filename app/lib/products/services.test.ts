import { expect, test } from 'vitest'
import type { Subscription } from '#contract/products.ts'
import { getMyProducts, getServiceState, serviceGuardMessage } from './services.ts'

const subscription = (name: Subscription['name'], isApproved: boolean, status: boolean): Subscription => ({
	name,
	isApproved,
	status,
	createdAt: '2026-01-01T00:00:00.000Z',
	updatedAt: '2026-01-01T00:00:00.000Z',
	approvedAt: isApproved ? '2026-01-02T00:00:00.000Z' : null,
})

test('a service is active only when subscribed, approved and activated', () => {
	expect(getServiceState(undefined)).toBe('not-subscribed')
	expect(getServiceState(subscription('trading', false, false))).toBe('pending-review')
	expect(getServiceState(subscription('trading', true, false))).toBe('approved-inactive')
	expect(getServiceState(subscription('trading', true, true))).toBe('active')
})

test('My Products lists one entry per approved service, sorted by name; an inactive one leads to activating it', () => {
	const services = getMyProducts([
		subscription('trading', true, true),
		subscription('fcat', false, false),
		subscription('wallets', true, false),
		subscription('compliance', true, true),
	])
	expect(services.map((s) => [s.label, s.active, s.to])).toEqual([
		['Compliance', true, '/product/compliance'],
		['Crypto wallet', false, '/products#product-wallets'],
		['Trading', true, '/product/trading'],
	])
})

test('the guard messages name each service by its guard name, and Payment as Payment', () => {
	expect(serviceGuardMessage('not-subscribed', 'wallets')).toBe(
		'You are unable to view this page because you have not subscribed to the Wallet service',
	)
	expect(serviceGuardMessage('approved-inactive', 'fcat')).toBe(
		'You are unable to view this page because you have not activated the FCAT service',
	)
	expect(serviceGuardMessage('approved-inactive', 'payment')).toBe(
		'You are unable to view this page because you have not activated the Payment service',
	)
	expect(serviceGuardMessage('pending-review', 'lending')).toBe(
		'You are unable to view this page because your subscription for this service is pending review',
	)
})

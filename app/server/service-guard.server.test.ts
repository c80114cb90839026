import { afterEach, beforeEach, expect, test } from 'vitest'
import type { Subscription } from '#contract/products.ts'
import { getLoadContext } from './load-context.server.ts'
import { requireServiceWith } from './service-guard.server.ts'
import type { User } from './user.server.ts'

/**
 * The one guard of service screens (record 124): the screen's calls start beside the guard's subscriptions; a
 * refused guard throws its redirect and leaves those calls quieted; an open one hands them back to be awaited.
 */

const ACTIVE = { name: 'fcat', isApproved: true, status: true } as Subscription

/** A request whose load context already holds a signed-in user with these subscriptions, as requireUser leaves it. */
function signedIn(subscriptions: Subscription[]) {
	const request = new Request('http://dashboard.test/product/fiat-wallet-service')
	const context = getLoadContext()
	const user = { subscriptions: Promise.resolve(subscriptions) } as unknown as User
	context.perRequest.loaders.user = Promise.resolve(user)
	return { request, context }
}

let unhandled: unknown[] = []
const noteUnhandled = (reason: unknown) => unhandled.push(reason)
beforeEach(() => {
	unhandled = []
	process.on('unhandledRejection', noteUnhandled)
})
afterEach(() => {
	process.off('unhandledRejection', noteUnhandled)
})

/** Lets Node report any rejection still unhandled (it does so after the microtasks of the turn). */
const aTurnLater = () => new Promise((resolve) => setTimeout(resolve, 20))

test('a refused guard throws its redirect, and the call started beside it fails without an unhandled rejection', async () => {
	const { request, context } = signedIn([])
	const refused = requireServiceWith(request, context, 'fcat', () => ({
		wallet: new Promise((_, reject) => setTimeout(() => reject(new Error('provider: service not active')), 5)),
	}))
	const thrown = await refused.then(
		() => null,
		(error: unknown) => error,
	)
	expect(thrown).toBeInstanceOf(Response)
	expect((thrown as Response).status).toBe(302)
	expect((thrown as Response).headers.get('Location')).toBe('/products')
	await aTurnLater()
	expect(unhandled).toEqual([])
})

test('an open guard returns the user and the calls, each still reporting its own answer or refusal', async () => {
	const { request, context } = signedIn([ACTIVE])
	const { user, wallet, quote } = await requireServiceWith(request, context, 'fcat', (user, name) => ({
		wallet: Promise.resolve({ name, signedIn: Boolean(user) }),
		quote: Promise.reject(new Error('amount too large')),
	}))
	expect(user.subscription).toEqual(ACTIVE)
	await expect(wallet).resolves.toEqual({ name: 'fcat', signedIn: true })
	await expect(quote).rejects.toThrow('amount too large')
	await aTurnLater()
	expect(unhandled).toEqual([])
})

test('without calls it is the guard alone', async () => {
	const { request, context } = signedIn([ACTIVE])
	const guarded = await requireServiceWith(request, context, 'fcat')
	expect(Object.keys(guarded)).toEqual(['user'])
})

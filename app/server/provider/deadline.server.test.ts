import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, onTestFinished, test } from 'vitest'
import { z } from 'zod'
import { postToProvider, signedInScenario, timed, useProvider } from '#tests/support/provider-session.server.ts'
import { getLoadContext } from '../load-context.server.ts'
import { setDeadline } from '../request-context.server.ts'
import { handleAskWithdrawalQuote, handleConfirmWithdrawal, loadWithdrawalQuotePage, loadWithdrawForm } from '../wallets/withdraw.server.ts'
import { callProvider, ProviderUnavailableError } from './client.server.ts'

/**
 * One deadline per request (docs/decisions/108): every provider call an
 * incoming request makes shares what is left of its time, so a request
 * behind a provider that does not answer gets the network-issue page once,
 * when its time is up, not after one timeout per call in a row. Tested with
 * a deadline of a fraction of a second rather than the 20 s of production.
 */

const provider = useProvider()
const PIN = '482916'

/** A provider that takes every call and never answers it. */
let silent: Server
let silentUrl = ''
let callsSeen = 0
beforeAll(async () => {
	silent = createServer(() => {
		callsSeen += 1
	})
	await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
	silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
})
afterAll(async () => {
	silent.closeAllConnections()
	await new Promise((resolve) => silent.close(resolve))
})

const anything = z.unknown()

test('two calls in a row behind a silent provider share the request deadline: the second is not even sent', async () => {
	const request = new Request('http://localhost:3000/')
	setDeadline(request, Date.now() + 300)
	const before = callsSeen
	const { ms, value: errors } = await timed(async () => [
		await callProvider(`${silentUrl}/integrator/v1`, { schema: anything, request }).catch((error: unknown) => error),
		await callProvider(`${silentUrl}/integrator/v1/subscriptions`, { schema: anything, request }).catch((error: unknown) => error),
	])
	expect(errors[0]).toBeInstanceOf(ProviderUnavailableError)
	expect(errors[1]).toBeInstanceOf(ProviderUnavailableError)
	expect(ms).toBeLessThan(1_500)
	expect(callsSeen - before).toBe(1)
})

test('a withdrawal confirmed behind a slow provider answers the 503 page once the request deadline is up, and withdraws nothing', async () => {
	const { token, at, form } = await signedInScenario(provider.url, 'wallets-active')
	expect((await postToProvider(provider.url, '/auth/v1/pin', { pin: PIN, confirmPin: PIN }, token)).status).toBe(201)
	const path = '/product/wallet-service/BTC/withdraw'
	const shown = await loadWithdrawForm(at(path), getLoadContext(), 'BTC')
	const fields = { network: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', amount: '0.01', intent: 'quote' }
	const asked = await handleAskWithdrawalQuote(form(path, { ...fields, wallet: shown.wallet!.id }), getLoadContext(), 'BTC')
	const quotePath = (asked as Response).headers.get('Location')!
	const quoteId = quotePath.split('/').pop()!
	const balance = async () => (await loadWithdrawForm(at(path), getLoadContext(), 'BTC')).wallet!.balance
	const before = await balance()

	provider.setLatency(1_000)
	onTestFinished(() => provider.setLatency(0))
	const request = form(quotePath, { pin: PIN })
	setDeadline(request, Date.now() + 600)
	const { ms, value: answer } = await timed(() =>
		handleConfirmWithdrawal(request, getLoadContext(), 'BTC', quoteId).catch((thrown: unknown) => thrown),
	)
	expect(answer).toBeInstanceOf(Response)
	expect((answer as Response).status).toBe(503)
	expect(ms).toBeLessThan(1_000)
	provider.setLatency(0)
	// The confirmation was never sent: the guard's call used the request's time up.
	await new Promise((resolve) => setTimeout(resolve, 1_200))
	expect(await balance()).toBe(before)
	const quote = await loadWithdrawalQuotePage(at(quotePath), getLoadContext(), 'BTC', quoteId)
	expect(quote.quote.status).toBe('OPEN')
})

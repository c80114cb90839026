import { describe, expect, test } from 'vitest'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { GUARD_CALLS, inRounds } from '#tests/support/provider-rounds.server.ts'
import { requestWithCookies, signInAs, useProvider } from '#tests/support/provider-session.server.ts'
import { handleWalletsOverviewAction, loadWalletsOverview } from './overview.server.ts'
import { exportWalletCsv, loadWalletPage, readWalletQuery } from './wallet.server.ts'

/**
 * The Wallet service's pages against a real sandbox: what the overview and
 * a wallet's page load, the overview's 'Create wallet' refusals, and the
 * round trips each page costs (counted by `inRounds`,
 * docs/decisions/133-round-trips-counted-not-timed.md).
 */

const provider = useProvider()
const APP = 'http://localhost:3000'

async function control(path: string, body: unknown = {}) {
	const response = await fetch(`${provider.url}/sandbox/v1/control${path}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...provider.controlHeaders },
		body: JSON.stringify(body),
	})
	expect(response.status, path).toBeLessThan(300)
	return (await response.json()) as { data: { integrators: Array<{ email: string }> } }
}

async function signedIn(scenario: string) {
	const seeded = await control(`/scenarios/${scenario}`, { tag: `w${Date.now()}${Math.random().toString(36).slice(2, 6)}` })
	const email = seeded.data.integrators[0]!.email
	const session = await signInAs(provider.url, email)
	return { email, at: (path: string, init?: RequestInit) => requestWithCookies(`${APP}${path}`, session, init) }
}

const post = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) })

async function thrown(promise: Promise<unknown>) {
	try {
		await promise
	} catch (error) {
		return error
	}
	throw new Error('expected a throw')
}

describe('readWalletQuery', () => {
	test('reads status and network in any case and reports garbage in the form’s words @bad-input', () => {
		expect(readWalletQuery(new URLSearchParams('status=pending&network=tron'), 'USDT')).toEqual({
			filters: { status: 'PENDING', network: 'TRON' },
			errors: [],
			lek: undefined,
		})
		const bad = readWalletQuery(new URLSearchParams('status=LOST&network=BTC'), 'USDT')
		expect(bad.filters).toEqual({})
		expect(bad.errors).toEqual([
			'Status must be one of Pending, Confirmed, Broadcast, Completed, Failed',
			'Network must be one where USDT is held',
		])
	})
})

test('the overview lists the main wallets held and offers the others; the wallet page shows addresses, QR codes and deposits', async () => {
	const { at } = await signedIn('wallets-active')
	const overview = await loadWalletsOverview(at('/product/wallet-service'), getLoadContext())
	expect(overview.wallets.map((w) => w.asset)).toEqual(['BTC', 'ETH', 'USDT', 'USDC'])
	expect(overview.missing).toEqual([])
	// The rate card is the Pricing page's (record 117); the overview no longer asks for it (record 125).
	expect(overview).not.toHaveProperty('rateCard')
	const btc = overview.wallets[0]!
	expect(btc).toMatchObject({ balance: '0.52340000', pending: '0.01500000' })

	const page = await loadWalletPage(at('/product/wallet-service/USDT?status=PENDING'), getLoadContext(), 'USDT')
	if (!page.wallet) throw new Error('the USDT wallet is held')
	expect(page.addresses.map((a) => [a.network, a.warning])).toEqual([
		['ETH', 'Send only USDT on Ethereum to this address'],
		['TRON', 'Send only USDT on Tron to this address'],
	])
	expect(page.addresses[1]!.uri).toBe(page.addresses[1]!.address)
	expect(page.addresses[0]!.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
	expect(page.transactions.map((t) => [t.status, t.amount])).toEqual([['PENDING', '99.990000']])
	expect(page.list.exportHref).toBe('/product/wallet-service/USDT/export.csv?status=PENDING')

	// A damaged cursor opens the first page and says why.
	const garbage = await loadWalletPage(at('/product/wallet-service/BTC?lek=garbage'), getLoadContext(), 'BTC')
	expect(garbage.wallet && garbage.list.notice).toMatch(/Invalid page cursor/)

	const csv = await exportWalletCsv(at('/product/wallet-service/BTC/export.csv?status=CONFIRMED'), getLoadContext(), 'BTC')
	const text = await csv.text()
	expect(text.split('\r\n')[0]).toBe(
		'Date,Type,Status,Network,Asset,Amount,Fee,Confirmations,Required confirmations,Transaction hash,Address,Completed',
	)
	expect(text).toContain('DEPOSIT,Confirmed,BTC,BTC,0.52340000')
	expect(text).not.toContain('0.01500000')
})

test('an unknown asset is the 404 page, an asset not held is offered for creation @bad-input', async () => {
	const { at } = await signedIn('settings-ready')
	const unknown = await thrown(loadWalletPage(at('/product/wallet-service/DOGE'), getLoadContext(), 'DOGE'))
	expect(unknown).toBeInstanceOf(Response)
	expect((unknown as Response).status).toBe(404)
	expect(await loadWalletPage(at('/product/wallet-service/ETH'), getLoadContext(), 'ETH')).toEqual({ asset: 'ETH', wallet: null })
	const csv = await thrown(exportWalletCsv(at('/product/wallet-service/ETH/export.csv'), getLoadContext(), 'ETH'))
	expect((csv as Response).status).toBe(404)
})

test('Create wallet: created once; an unknown asset and an asset already held are refused with the reason @bad-input', async () => {
	const { at } = await signedIn('settings-ready')
	const created = (await handleWalletsOverviewAction(
		at('/product/wallet-service', post({ intent: 'create-wallet', asset: 'eth' })),
		getLoadContext(),
	)) as Response
	expect(created.status).toBe(302)
	expect(created.headers.get('Location')).toBe('/product/wallet-service/ETH')

	const again = (await handleWalletsOverviewAction(
		at('/product/wallet-service', post({ intent: 'create-wallet', asset: 'ETH' })),
		getLoadContext(),
	)) as unknown as { init: { status: number }; data: { result: { error: Record<string, string[]> } } }
	expect(again.init.status).toBe(400)
	expect(again.data.result.error.asset).toEqual(['You already have a ETH wallet'])

	const unknown = (await handleWalletsOverviewAction(
		at('/product/wallet-service', post({ intent: 'create-wallet', asset: 'DOGE' })),
		getLoadContext(),
	)) as unknown as { init: { status: number }; data: { result: { error: Record<string, string[]> } } }
	expect(unknown.init.status).toBe(400)
	expect(unknown.data.result.error.asset).toEqual(['DOGE is not a supported crypto asset'])

	const overview = await loadWalletsOverview(at('/product/wallet-service'), getLoadContext())
	expect(overview.wallets.map((w) => w.asset)).toEqual(['ETH'])
	expect(overview.missing).toEqual(['BTC', 'USDT', 'USDC'])
})

test('the overview and a wallet page each cost one provider round trip', { timeout: 60_000 }, async () => {
	const { at } = await signedIn('wallets-active')
	// The wallet page is never helped by the overview (it asks by asset).
	await inRounds('the overview', () => loadWalletsOverview(at('/product/wallet-service'), getLoadContext()), [
		...GUARD_CALLS,
		'GET /wallets/v1/wallets',
	])
	await inRounds('the wallet page', () => loadWalletPage(at('/product/wallet-service/USDT'), getLoadContext(), 'USDT'), [
		...GUARD_CALLS,
		'GET /wallets/v1/main-wallets/USDT',
		'GET /wallets/v1/main-wallets/USDT/transactions',
	])
})

test('a wallet page, asked for by asset, is always the signed-in integrator’s own main wallet', async () => {
	const other = await signedIn('wallets-active')
	const mine = await signedIn('wallets-active')
	const [theirs, own] = await Promise.all([
		loadWalletPage(other.at('/product/wallet-service/USDT'), getLoadContext(), 'USDT'),
		loadWalletPage(mine.at('/product/wallet-service/USDT'), getLoadContext(), 'USDT'),
	])
	expect(own.wallet!.asset).toBe('USDT')
	expect(own.wallet!.kind).toBe('MAIN')
	expect(own.wallet!.id).not.toBe(theirs.wallet!.id)
	expect(own.addresses!.map((a) => a.address)).not.toEqual(theirs.addresses!.map((a) => a.address))
})

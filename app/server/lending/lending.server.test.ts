import { expect, test } from 'vitest'
import { LENDING_MESSAGES } from '#contract/lending/api.ts'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { GUARD_CALLS, inRounds } from '#tests/support/provider-rounds.server.ts'
import { postToProvider, signedInScenario, useProvider } from '#tests/support/provider-session.server.ts'
import { handleCollateralWalletsAction, loadCollateralWallets } from './all-wallets.server.ts'
import { loadCollateralWallet } from './collateral-wallet.server.ts'
import { handleRepay, loadLoan } from './loan.server.ts'
import { handleRequestLoan, loadNewLoan } from './new-loan.server.ts'
import { loadLendingOverview } from './overview.server.ts'

/**
 * The Lending pages against the real sandbox: each costs one provider round
 * trip (its calls all leave before any answer comes back, counted by
 * `inRounds`, docs/decisions/133-round-trips-counted-not-timed.md; how long a
 * round takes is `npm run bench`'s); a post made twice with the key its form
 * was rendered with moves money once.
 */

/** The 'crypto-active' scenario's transaction PIN (sandbox/lending/scenario.ts). */
const PIN = '246810'
const provider = useProvider()

/** A crypto-active company (BTC collateral wallet 0.5 BTC free, two active loans), signed in to the dashboard. */
async function borrower() {
	const { email, at, form } = await signedInScenario(provider.url, 'crypto-active')
	return { email, at, form }
}

const locationOf = (answer: unknown) => (answer as Response).headers.get('Location')!
const statusOf = (answer: unknown) => (answer as { init?: ResponseInit }).init?.status ?? (answer as Response).status

test('every Lending page costs one provider round trip', { timeout: 90_000 }, async () => {
	const { at } = await borrower()
	const overview = await loadLendingOverview(at('/product/lending-service'), getLoadContext())
	const loan = overview.loans[0]!
	const wallet = overview.wallets.find((item) => item.asset === 'BTC')!
	const pages: [string, () => Promise<unknown>, string[]][] = [
		[
			'the overview',
			() => loadLendingOverview(at('/product/lending-service'), getLoadContext()),
			['GET /lending/v1/wallets', 'GET /lending/v1/loans'],
		],
		[
			'all collateral wallets',
			() => loadCollateralWallets(at('/product/lending-service/all-wallets'), getLoadContext()),
			['GET /lending/v1/wallets'],
		],
		[
			'a collateral wallet',
			() => loadCollateralWallet(at(`/product/lending-service/all-wallets/${wallet.id}`), getLoadContext(), wallet.id!),
			// The wallet is a ledger account: its balance, its history and its movements.
			['GET /integrator/v1/ledger/account', 'GET /integrator/v1/ledger/account/history', 'GET /integrator/v1/ledger/transactions'],
		],
		[
			'the request form',
			() => loadNewLoan(at('/product/lending-service/loans/new?collateralAmount=0.1&amount=1000'), getLoadContext()),
			['GET /lending/v1/wallets', 'GET /lending/v1/rates/my-rates'],
		],
		[
			'a loan',
			() => loadLoan(at(`/product/lending-service/loans/${loan.id}`), getLoadContext(), loan.id),
			[`GET /lending/v1/loans/${loan.id}`, `GET /lending/v1/loans/${loan.id}/statement`, 'GET /integrator/v1/funding-account'],
		],
	]
	for (const [name, load, calls] of pages) await inRounds(name, load, [...GUARD_CALLS, ...calls])
	const preview = await loadNewLoan(at('/product/lending-service/loans/new?collateralAmount=0.1&amount=1000'), getLoadContext())
	// $1,000 against 0.1 BTC at $65,000 ($6,500): 15.38 %.
	expect(preview.preview).toMatchObject({ ready: true, ltv: '15.38', collateralValue: '6500.00', maxBorrow: '3250.00', errors: {} })
})

test('a transfer, a request and a repayment each move once however often their form is posted', { timeout: 90_000 }, async () => {
	const { at, form } = await borrower()
	const wallets = await loadCollateralWallets(at('/product/lending-service/all-wallets'), getLoadContext())
	const transfer = {
		intent: 'transfer-collateral',
		asset: 'BTC',
		direction: 'TO_COLLATERAL',
		amount: '0.1',
		pin: PIN,
		idempotencyKey: wallets.idempotencyKey,
	}
	const moved = await Promise.all(
		[1, 2].map(() => handleCollateralWalletsAction(form('/product/lending-service/all-wallets', transfer), getLoadContext())),
	)
	expect(moved.map(locationOf)).toEqual([
		'/product/lending-service/all-wallets?asset=BTC',
		'/product/lending-service/all-wallets?asset=BTC',
	])
	const after = await loadCollateralWallets(at('/product/lending-service/all-wallets'), getLoadContext())
	expect(after.wallets.find((item) => item.asset === 'BTC')).toMatchObject({ balance: '0.60000000' })

	const page = await loadNewLoan(at('/product/lending-service/loans/new'), getLoadContext())
	const request = {
		intent: 'request-loan',
		collateralAsset: 'BTC',
		collateralAmount: '0.2',
		currency: 'USD',
		amount: '2,000',
		pin: PIN,
		idempotencyKey: page.idempotencyKey,
	}
	const made = await Promise.all(
		[1, 2, 3].map(() => handleRequestLoan(form('/product/lending-service/loans/new', request), getLoadContext())),
	)
	const places = new Set(made.map(locationOf))
	expect(places.size).toBe(1)
	const loanPath = [...places][0]!
	expect(loanPath).toMatch(/^\/product\/lending-service\/loans\/lon_[0-9a-f]{20}$/)
	const loanId = loanPath.split('/').pop()!
	expect((await loadCollateralWallets(at('/product/lending-service/all-wallets'), getLoadContext())).wallets[0]).toMatchObject({
		balance: '0.40000000',
	})

	// Above the loan-to-value allowed: the reason under the amount, 400, nothing pledged.
	const refused = await handleRequestLoan(
		form('/product/lending-service/loans/new', { ...request, amount: '30000', collateralAmount: '0.4', idempotencyKey: 'k'.repeat(22) }),
		getLoadContext(),
	)
	expect(statusOf(refused)).toBe(400)
	expect(JSON.stringify(refused)).toContain(LENDING_MESSAGES.ltvAboveMaximum('115.38', '50', '13000.00'))

	await postToProvider(provider.url, `/sandbox/v1/control/lending/loans/${loanId}/approve`, {})
	const loanPage = await loadLoan(at(loanPath), getLoadContext(), loanId)
	expect(loanPage.loan).toMatchObject({ status: 'ACTIVE', owed: '2000.00' })
	const repay = { intent: 'repay', amount: '250', pin: PIN, idempotencyKey: loanPage.idempotencyKey }
	const repaid = await Promise.all([1, 2].map(() => handleRepay(form(loanPath, repay), getLoadContext(), loanId)))
	expect(repaid.map(locationOf)).toEqual([loanPath, loanPath])
	expect((await loadLoan(at(loanPath), getLoadContext(), loanId)).loan).toMatchObject({ owed: '1750.00', repaid: '250.00' })
	// Above what is owed: refused with the amount, nothing taken.
	const above = await handleRepay(form(loanPath, { ...repay, amount: '5000', idempotencyKey: 'r'.repeat(22) }), getLoadContext(), loanId)
	expect(statusOf(above)).toBe(400)
	expect(JSON.stringify(above)).toContain(LENDING_MESSAGES.aboveOwed('1750.00'))

	// Another integrator's loan is the 404 page, its repayment too.
	const other = await borrower()
	const foreign = await loadLoan(other.at(loanPath), getLoadContext(), loanId).catch((thrown: unknown) => thrown)
	expect((foreign as Response).status).toBe(404)
	const forged = await handleRepay(other.form(loanPath, repay), getLoadContext(), loanId).catch((thrown: unknown) => thrown)
	expect((forged as Response).status).toBe(404)
})

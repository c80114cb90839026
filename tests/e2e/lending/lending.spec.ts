import { formatMoney } from '#contract/money/format.ts'
import { fundingBalance } from '../money/transfer-support'
import { expectNoA11yViolations, test, expect } from '../utils/fixtures'
import { withPrices } from '../utils/prices'
import { expectLedgerBalanced, setEmailPreference } from '../wallets/support'
import { activeLoan, advanceLoan, approveLoan, lendingCompany, loanIdOf, repayLoansOn, subjects, submitWithPin } from './support'

/**
 * The Lending service end to end, with JavaScript on and off: collateral
 * moved from the main wallet, a loan requested against it (its
 * loan-to-value shown as it is typed, or on 'Update'), approved by the
 * provider and paid into the USD funding balance, 30 days of interest on its
 * own clock, warned after a price drop and repaid in part; another loan
 * liquidated past its level with the rest of its collateral returned; each
 * e-mail only while its preference is on.
 *
 * Prices are the whole sandbox's: each project moves its own asset (BTC with
 * JavaScript, ETH without), under the price lock (tests/e2e/utils/prices.ts).
 */

test.afterEach(expectLedgerBalanced)

/** Every figure of the flow, worked out from the card (BTC 1.25 % a month, 50/65/80 %; ETH 1.5 %, 45/60/75 %) and the default prices. */
const PLANS = {
	BTC: {
		free: '0.50',
		moves: ['0.2', '0.1'],
		freeAfterMoves: '0.80 BTC',
		loan: { collateral: '0.4', amount: '10000', ltv: '38.46', interest: '$4.10 · $123.00', maxBorrow: '$13,000.00' },
		freeAfterSecond: '0.30 BTC',
		interest30: '$123.00',
		owed30: '$10,123.00',
		// $10,123 against 0.40 BTC at $38,000 ($15,200): 66.59 %, past 65 %.
		warnPrice: '38000.00',
		warnLtv: '66.59',
		repay: '1000',
		owedAfterRepay: '$9,123.00',
		// The second loan at 50 %: at $40,000 it is 81.25 %, past 80 %; 0.08125 BTC sold, 0.01875 back.
		second: { collateralAmount: '0.1', amount: '3250' },
		liquidationPrice: '40000.00',
		sold: '0.08125 BTC',
		returned: '0.01875 BTC',
		freeAfterLiquidation: '0.31875 BTC',
	},
	ETH: {
		free: '8.00',
		moves: ['0.2', '0.1'],
		freeAfterMoves: '8.30 ETH',
		loan: { collateral: '3', amount: '3000', ltv: '31.25', interest: '$1.47 · $44.10', maxBorrow: '$4,320.00' },
		freeAfterSecond: '5.00 ETH',
		interest30: '$44.10',
		owed30: '$3,044.10',
		// $3,044.10 against 3.00 ETH at $1,650 ($4,950): 61.49 %, past 60 %.
		warnPrice: '1650.00',
		warnLtv: '61.49',
		repay: '200',
		owedAfterRepay: '$2,844.10',
		// The second loan at 45 %: at $1,900 it is 75.78 %, past 75 %; 432 ÷ 1,900 = 0.22736843 ETH sold (rounded up), 0.07263157 back.
		second: { collateralAmount: '0.3', amount: '432' },
		liquidationPrice: '1900.00',
		sold: '0.22736843 ETH',
		returned: '0.07263157 ETH',
		freeAfterLiquidation: '5.07263157 ETH',
	},
} as const

test('a loan is requested, approved, paid out, accrues interest, is warned after a price drop and repaid in part; another is liquidated and the rest of its collateral returned', async ({
	page,
	login,
	waitForHydration,
	jsEnabled,
}) => {
	test.setTimeout(300_000)
	const asset = jsEnabled ? 'BTC' : 'ETH'
	const plan = PLANS[asset]
	const { user, token } = await lendingCompany()
	// The scenario's ETH loan sits near its warning level: this flow's ETH prices would liquidate it.
	if (asset === 'ETH') await repayLoansOn(token, 'ETH')
	for (const setting of ['LENDING_WALLETS_DEPOSIT_COMPLETED', 'LENDING_ORDER_APPROVED']) await setEmailPreference(token, setting, false)
	const usdBefore = await fundingBalance(token, 'USD')
	await login(page, user.email)

	// The overview: the collateral wallets and the loans, with their state.
	await page.goto('/product/lending-service')
	await expect(page.getByRole('heading', { level: 1, name: 'Lending' })).toBeVisible()
	await expect(page.getByTestId('loan-row').first()).toBeVisible()
	await expectNoA11yViolations(page)
	// The rate card, with its loan lines' levels, is the service's Pricing page (record 117).
	await page.goto('/product/lending-service/pricing')
	await expect(page.getByTestId('rate-ltv').first()).toContainText('Loan-to-value: at most 50% at request')
	await page.goto('/product/lending-service')

	// Collateral moved from the main wallet twice: the e-mail only once its preference is on.
	await page.getByRole('link', { name: 'All collateral wallets' }).click()
	await expect(page).toHaveURL('/product/lending-service/all-wallets')
	const card = page.getByTestId(`collateral-wallet-${asset}`)
	await expect(card.getByTestId('collateral-balance')).toHaveText(`${plan.free} ${asset}`)
	const transfer = page.getByRole('region', { name: 'Move collateral' })
	for (const [index, amount] of plan.moves.entries()) {
		if (index === 1) await setEmailPreference(token, 'LENDING_WALLETS_DEPOSIT_COMPLETED', true)
		await waitForHydration()
		await transfer.getByLabel('Asset').selectOption(asset)
		await transfer.getByLabel('From the main wallet to the collateral wallet').check()
		await transfer.getByLabel('Amount').fill(amount)
		await submitWithPin(page, transfer, 'Move collateral')
		await expect(page.getByText(`moved to your ${asset} collateral wallet`).first()).toBeVisible()
	}
	await expect(card.getByTestId('collateral-balance')).toHaveText(plan.freeAfterMoves)
	expect(await subjects(user.email, /added to your collateral wallet/)).toEqual([`0.10 ${asset} added to your collateral wallet`])
	await expectNoA11yViolations(page)

	// The request: the loan-to-value as it is typed (or on 'Update'), then the PIN.
	await page.goto('/product/lending-service')
	await page.getByRole('link', { name: 'Request a loan' }).click()
	await expect(page).toHaveURL('/product/lending-service/loans/new')
	await waitForHydration()
	const details = page.locator('form', { has: page.getByRole('button', { name: 'Update' }) })
	await details.getByLabel('Collateral', { exact: true }).selectOption(asset)
	if (!jsEnabled) await details.getByRole('button', { name: 'Update' }).click()
	await details.getByLabel(`Collateral to pledge (${asset})`).fill(plan.loan.collateral)
	await details.getByLabel('Amount to borrow (USD)').fill(plan.loan.amount)
	if (!jsEnabled) await details.getByRole('button', { name: 'Update' }).click()
	await expect(page.getByTestId('figure-ltv')).toHaveText(`${plan.loan.ltv}%`)
	await expect(page.getByTestId('figure-max-borrow')).toHaveText(plan.loan.maxBorrow)
	await expect(page.getByTestId('figure-interest')).toHaveText(plan.loan.interest)
	await expect(page.getByTestId('ltv-summary')).toHaveText(`This loan: ${plan.loan.ltv}% of the collateral's value, healthy.`)
	await expectNoA11yViolations(page)
	const request = page.locator('form', { has: page.getByRole('button', { name: 'Request loan' }) })
	await submitWithPin(page, request, 'Request loan')
	const loanId = await loanIdOf(page)
	await expect(page.getByTestId('loan-status')).toHaveText('In review')
	await expectNoA11yViolations(page)

	// Approved by the provider and paid out: the page follows by itself.
	await approveLoan(loanId)
	await expect(page.getByTestId('loan-status')).toHaveText('Active', { timeout: 15_000 })
	await expect(page.getByTestId('loan-owed')).toHaveText(`$${Number(plan.loan.amount).toLocaleString('en-US')}.00`)
	expect(await fundingBalance(token, 'USD')).toBe((Number(usdBefore) + Number(plan.loan.amount)).toFixed(2))
	const reference = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Loan ', '').trim()
	expect(await subjects(user.email, new RegExp(`^Loan ${reference}`))).toEqual([
		`Loan ${reference}: ${formatMoney(plan.loan.amount, 'USD')} paid into your USD funding balance`,
	])

	// 30 days on the loan's own clock: interest accrued, on the statement.
	await advanceLoan(loanId, 30)
	await page.reload()
	await expect(page.getByTestId('loan-interest')).toHaveText(plan.interest30)
	await expect(page.getByTestId('loan-owed')).toHaveText(plan.owed30)
	await expect(page.locator('[data-testid="statement-line"][data-kind="INTEREST"]')).toContainText('days 1–30')

	await withPrices({ [asset]: plan.warnPrice }, async () => {
		// Past the warning level: said on the page in words, and e-mailed once.
		await page.reload()
		await expect(page.getByTestId('loan-zone')).toHaveText('Warning: near liquidation')
		await expect(page.getByTestId('loan-warning')).toContainText(`this loan is at ${plan.warnLtv}% of its collateral's value`)
		await expect(page.getByTestId('ltv-summary')).toContainText(`${plan.warnLtv}%`)
		expect(await subjects(user.email, new RegExp(`^Loan ${reference} is at`))).toEqual([
			`Loan ${reference} is at ${plan.warnLtv}% loan-to-value: add collateral or repay`,
		])
		await expectNoA11yViolations(page)

		// Repaid in part: back under the level.
		await waitForHydration()
		const repay = page.getByRole('region', { name: 'Repay' })
		await repay.getByLabel('Amount (USD)').fill(plan.repay)
		await submitWithPin(page, repay, 'Repay')
		await expect(page.getByTestId('loan-owed')).toHaveText(plan.owedAfterRepay)
		await expect(page.getByTestId('loan-warning')).toHaveCount(0)
		await expect(page.getByTestId('loan-zone')).toHaveText('Healthy')
	})

	// Another loan (its approval e-mailed now that its preference is on), liquidated past its level.
	await setEmailPreference(token, 'LENDING_ORDER_APPROVED', true)
	await setEmailPreference(token, 'LENDING_ORDER_SETTLED', false)
	const second = await activeLoan(token, { collateralAsset: asset, ...plan.second })
	expect(await subjects(user.email, new RegExp(`^Loan ${second.reference}`))).toEqual([`Loan ${second.reference} approved`])
	await page.goto('/product/lending-service/all-wallets')
	await expect(card.getByTestId('collateral-balance')).toHaveText(plan.freeAfterSecond)
	await withPrices({ [asset]: plan.liquidationPrice }, async () => {
		await page.goto(`/product/lending-service/loans/${second.id}`)
		await expect(page.getByTestId('loan-status')).toHaveText('Liquidated')
		await expect(page.getByTestId('loan-owed')).toHaveText('$0.00')
		await expect(page.locator('[data-testid="statement-line"][data-kind="LIQUIDATED"]')).toContainText(`${plan.sold.split(' ')[0]}`)
		await expect(page.locator('[data-testid="statement-line"][data-kind="COLLATERAL_RETURNED"]')).toContainText(plan.returned)
		expect(await subjects(user.email, new RegExp(`^Loan ${second.reference} liquidated`))).toHaveLength(1)
		await expectNoA11yViolations(page)
	})
	// The first loan stood the drop.
	await page.goto(`/product/lending-service/loans/${loanId}`)
	await expect(page.getByTestId('loan-status')).toHaveText('Active')
	await page.goto('/product/lending-service/all-wallets')
	await expect(card.getByTestId('collateral-balance')).toHaveText(plan.freeAfterLiquidation)
})

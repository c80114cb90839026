import type { CollateralTransfer, Loan } from '#contract/lending/api.ts'
import { formatMoney } from '#contract/money/format.ts'
import { findIntegratorByPk } from '../auth/integrators.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import { raiseEvent } from '../events/events.ts'
import { notify } from '../ledger/notices.ts'
import type { MessageContext } from '../outbox/outbox.ts'

/**
 * The Lending service's e-mails, each under its LENDING preference (docs/product/settings.md#manage-emails),
 * on unless turned off. The movements that cause them happen in a database
 * transaction; these are sent once it has committed (a rolled-back movement
 * tells no one anything), so a function that moves money answers the
 * notices it owes, and its caller sends them (`sendNotices`). An approval,
 * a warning and a liquidation also raise their webhook event, whatever the
 * e-mail preference (contract/events/README.md).
 */

type Recipient = Pick<IntegratorRow, 'pk' | 'email' | 'firstName'>
export type Notice = (ctx: MessageContext, integrator: Recipient) => Promise<void>

const usd = (amount: string) => `${formatMoney(amount, 'USD')}`

export const walletCreatedSubject = (asset: string) => `Your ${asset} collateral wallet is ready`
export const depositCompletedSubject = (transfer: Pick<CollateralTransfer, 'amount' | 'asset'>) =>
	`${formatMoney(transfer.amount, transfer.asset)} added to your collateral wallet`
export const movedToMainSubject = (transfer: Pick<CollateralTransfer, 'amount' | 'asset'>) =>
	`${formatMoney(transfer.amount, transfer.asset)} moved back to your main wallet`
export const approvedSubject = (loan: Pick<Loan, 'reference'>) => `Loan ${loan.reference} approved`
export const settledSubject = (loan: Pick<Loan, 'reference' | 'amount'>) =>
	`Loan ${loan.reference}: ${usd(loan.amount)} paid into your USD funding balance`
export const reminderSubject = (loan: Pick<Loan, 'reference' | 'ltv'>) =>
	`Loan ${loan.reference} is at ${loan.ltv}% loan-to-value: add collateral or repay`
export const liquidatedSubject = (loan: Pick<Loan, 'reference'>) => `Loan ${loan.reference} liquidated`
export const releasedSubject = (loan: Pick<Loan, 'reference'>) => `Loan ${loan.reference} repaid: collateral released`
export const rejectedSubject = (loan: Pick<Loan, 'reference'>) => `Loan request ${loan.reference} rejected: collateral returned`

export const walletCreated =
	(asset: string): Notice =>
	(ctx, to) =>
		notify(ctx, to, 'LENDING_WALLET_CREATED', walletCreatedSubject(asset), [
			`Your ${asset} collateral wallet for the Lending service has been created.`,
			`Move ${asset} into it from your ${asset} main wallet, then pledge it to borrow against it.`,
		])

export const transferCompleted =
	(transfer: CollateralTransfer): Notice =>
	(ctx, to) =>
		transfer.direction === 'TO_COLLATERAL'
			? notify(ctx, to, 'LENDING_WALLETS_DEPOSIT_COMPLETED', depositCompletedSubject(transfer), [
					`${formatMoney(transfer.amount, transfer.asset)} has been moved from your ${transfer.asset} main wallet to your ${transfer.asset} collateral wallet.`,
				])
			: notify(ctx, to, 'LENDING_ASSET_TRANSFERED', movedToMainSubject(transfer), [
					`${formatMoney(transfer.amount, transfer.asset)} has been moved from your ${transfer.asset} collateral wallet back to your ${transfer.asset} main wallet.`,
				])

export const approved =
	(loan: Loan): Notice =>
	async (ctx, to) => {
		await raiseEvent(ctx, to.pk, 'lending.loan.approved', loan)
		await notify(ctx, to, 'LENDING_ORDER_APPROVED', approvedSubject(loan), [
			`Your loan ${loan.reference} of ${usd(loan.amount)} against ${formatMoney(loan.collateralAmount, loan.collateralAsset)} has been approved.`,
			`Interest: ${loan.monthlyRatePercent}% a month, accrued daily. Warning at ${loan.ltvLevels.warning}% loan-to-value, liquidation at ${loan.ltvLevels.liquidation}%.`,
		])
	}

export const settled =
	(loan: Loan): Notice =>
	(ctx, to) =>
		notify(ctx, to, 'LENDING_ORDER_SETTLED', settledSubject(loan), [
			`${usd(loan.amount)} of loan ${loan.reference} has been paid into your USD funding balance.`,
		])

export const reminder =
	(loan: Loan): Notice =>
	async (ctx, to) => {
		await raiseEvent(ctx, to.pk, 'lending.loan.warned', loan)
		await notify(ctx, to, 'LENDING_LIQUIDATION_REMINDER', reminderSubject(loan), [
			`Your loan ${loan.reference} is at ${loan.ltv}% of its collateral's value (${formatMoney(loan.collateralAmount, loan.collateralAsset)} at ${usd(loan.price)}), past the warning level of ${loan.ltvLevels.warning}%.`,
			`At ${loan.ltvLevels.liquidation}%${loan.liquidationPrice ? ` (a ${loan.collateralAsset} price of ${usd(loan.liquidationPrice)} or below)` : ''} its collateral is sold to repay it. You owe ${usd(loan.owed)}: repay part of it to bring it back under the warning level.`,
		])
	}

export const liquidated =
	(loan: Loan, sale: { sold: string; price: string; repaid: string; shortfall: string; returned: string }): Notice =>
	async (ctx, to) => {
		await raiseEvent(ctx, to.pk, 'lending.loan.liquidated', { ...loan, sale })
		await notify(ctx, to, 'LENDING_LOAN_LIQUIDATED', liquidatedSubject(loan), [
			`Your loan ${loan.reference} reached its liquidation level of ${loan.ltvLevels.liquidation}% loan-to-value.`,
			`${formatMoney(sale.sold, loan.collateralAsset)} of its collateral was sold at ${usd(sale.price)} and repaid ${usd(sale.repaid)}: the loan is closed.`,
			/[1-9]/.test(sale.shortfall)
				? `The sale did not cover ${usd(sale.shortfall)} of it, which has been written off.`
				: `The rest of the collateral, ${formatMoney(sale.returned, loan.collateralAsset)}, is back in your collateral wallet.`,
		])
	}

export const released =
	(loan: Loan, returned: string): Notice =>
	(ctx, to) =>
		notify(ctx, to, 'LENDING_ASSET_TRANSFERED', releasedSubject(loan), [
			`Your loan ${loan.reference} is repaid in full.`,
			`Its collateral, ${formatMoney(returned, loan.collateralAsset)}, is back in your ${loan.collateralAsset} collateral wallet.`,
		])

export const rejected =
	(loan: Loan, returned: string): Notice =>
	(ctx, to) =>
		notify(ctx, to, 'LENDING_ASSET_TRANSFERED', rejectedSubject(loan), [
			`Your request for loan ${loan.reference} of ${usd(loan.amount)} was rejected${loan.rejectionReason ? `: ${loan.rejectionReason}` : ''}.`,
			`Its collateral, ${formatMoney(returned, loan.collateralAsset)}, is back in your ${loan.collateralAsset} collateral wallet.`,
		])

/** Contexts whose movements e-mail no one: a scenario's seed reproduces a state, not the e-mails that led to it. */
const quiet = new WeakSet<MessageContext>()
export function withoutNotices(ctx: MessageContext): MessageContext {
	const copy = { ...ctx }
	quiet.add(copy)
	return copy
}

/** Sends what a committed movement owes its integrator. */
export async function sendNotices(ctx: MessageContext, integratorPk: string, notices: Notice[]) {
	if (!notices.length || quiet.has(ctx)) return
	const integrator = await findIntegratorByPk(ctx.db, integratorPk)
	if (!integrator) return
	for (const notice of notices) await notice(ctx, integrator)
}

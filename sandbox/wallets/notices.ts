import { formatMoney } from '#contract/money/format.ts'
import type { Wallet, WalletTransaction } from '#contract/wallets/api.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import { raiseEvent } from '../events/events.ts'
import { notify } from '../ledger/notices.ts'
import type { MessageContext } from '../outbox/outbox.ts'

/**
 * The Wallet service's e-mails, each under its WALLETS preference (docs/product/settings.md#manage-emails);
 * on unless turned off. A deposit or withdrawal finished also raises its
 * event for the webhook, whatever the e-mail preference (sandbox/events/events.ts).
 */

type Recipient = Pick<IntegratorRow, 'pk' | 'email' | 'firstName'>

export const mainWalletCreatedSubject = (wallet: Pick<Wallet, 'asset'>) => `Your ${wallet.asset} wallet is ready`
export const subWalletCreatedSubject = (wallet: Pick<Wallet, 'asset' | 'label'>) => `${wallet.asset} sub-wallet "${wallet.label}" created`
export const depositCompletedSubject = (deposit: Pick<WalletTransaction, 'asset' | 'amount'>) =>
	`${formatMoney(deposit.amount, deposit.asset)} received in your wallet`

export const withdrawalCompletedSubject = (withdrawal: Pick<WalletTransaction, 'asset' | 'amount'>) =>
	`${formatMoney(withdrawal.amount, withdrawal.asset)} withdrawal completed`

const addressLines = (wallet: Wallet) => wallet.networks.map((network) => `Deposit address on ${network.network}: ${network.address}`)

export function notifyWalletCreated(ctx: MessageContext, integrator: Recipient, wallet: Wallet) {
	if (wallet.kind === 'MAIN')
		return notify(ctx, integrator, 'MAIN_WALLET_CREATED', mainWalletCreatedSubject(wallet), [
			`Your ${wallet.asset} main wallet has been created.`,
			...addressLines(wallet),
		])
	return notify(ctx, integrator, 'SUB_WALLET_CREATED', subWalletCreatedSubject(wallet), [
		`The ${wallet.asset} sub-wallet "${wallet.label}" (customer reference ${wallet.customerReference}) has been created.`,
		...addressLines(wallet),
	])
}

export async function notifyDepositCompleted(ctx: MessageContext, integrator: Recipient, deposit: WalletTransaction) {
	await raiseEvent(ctx, integrator.pk, 'wallets.deposit.completed', deposit)
	return notify(ctx, integrator, 'WALLETS_DEPOSIT_COMPLETED', depositCompletedSubject(deposit), [
		`${formatMoney(deposit.amount, deposit.asset)} sent on ${deposit.network} to ${deposit.address} has been confirmed (${deposit.confirmations} confirmations) and credited to your wallet.`,
		`Transaction hash: ${deposit.txHash}.`,
	])
}

export async function notifyWithdrawalCompleted(ctx: MessageContext, integrator: Recipient, withdrawal: WalletTransaction) {
	await raiseEvent(ctx, integrator.pk, 'wallets.withdrawal.completed', withdrawal)
	return notify(ctx, integrator, 'WALLETS_WITHDRAWAL_COMPLETED', withdrawalCompletedSubject(withdrawal), [
		`${formatMoney(withdrawal.amount, withdrawal.asset)} (fees ${formatMoney(withdrawal.fee, withdrawal.asset)}) sent on ${withdrawal.network} to ${withdrawal.address} has completed.`,
		`Transaction hash: ${withdrawal.txHash}.`,
	])
}

/** A failed withdrawal (its amount and fees are back): the webhook only: the WALLETS preferences have no e-mail for it (docs/product/settings.md#manage-emails). */
export function notifyWithdrawalFailed(ctx: MessageContext, integrator: Recipient, withdrawal: WalletTransaction) {
	return raiseEvent(ctx, integrator.pk, 'wallets.withdrawal.failed', withdrawal)
}

import type { FiatDeposit, FiatWallet, InternalTransfer } from '#contract/fiat/api.ts'
import type { Payout, PayoutService } from '#contract/fiat/payouts.ts'
import { formatMoney } from '#contract/money/format.ts'
import type { EmailSettingKey } from '#contract/settings/products.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import { raiseEvent } from '../events/events.ts'
import { notify } from '../ledger/notices.ts'
import type { MessageContext } from '../outbox/outbox.ts'

/** The Fiat wallet's e-mails, each under its FCAT preference (docs/product/settings.md#manage-emails); on unless turned off. */

type Recipient = Pick<IntegratorRow, 'pk' | 'email' | 'firstName'>

export const virtualAccountSubject = (wallet: Pick<FiatWallet, 'currency'>) => `Your ${wallet.currency} virtual account is ready`
export const fiatDepositSubject = (deposit: Pick<FiatDeposit, 'currency' | 'amount'>) =>
	`${formatMoney(deposit.amount, deposit.currency)} received in your fiat wallet`
export const payoutCompletedSubject = (payout: Pick<Payout, 'currency' | 'amount'>) =>
	`Payout of ${formatMoney(payout.amount, payout.currency)} completed`
export const payoutFailedSubject = (payout: Pick<Payout, 'currency' | 'amount'>) =>
	`Payout of ${formatMoney(payout.amount, payout.currency)} failed`
export const internalTransferSubject = (transfer: Pick<InternalTransfer, 'currency' | 'amount'>) =>
	`${formatMoney(transfer.amount, transfer.currency)} moved between your balances`

export function notifyVirtualAccountCreated(ctx: MessageContext, integrator: Recipient, wallet: FiatWallet) {
	return notify(ctx, integrator, 'FCAT_VIRTUAL_ACCOUNT_CREATED', virtualAccountSubject(wallet), [
		`Your ${wallet.currency} fiat wallet is open. Bank deposits to its virtual account arrive in it:`,
		`Bank: ${wallet.bankName}. Account number: ${wallet.accountNumber}. Account name: ${wallet.accountName}.`,
	])
}

export async function notifyFiatDeposit(ctx: MessageContext, integrator: Recipient, deposit: FiatDeposit) {
	await raiseEvent(ctx, integrator.pk, 'fiat.deposit.completed', deposit)
	return notify(ctx, integrator, 'FCAT_DEPOSIT_COMPLETED', fiatDepositSubject(deposit), [
		`${formatMoney(deposit.amount, deposit.currency)} from ${deposit.senderName} (${deposit.senderBank}) to your virtual account ${deposit.accountNumber} has been credited to your ${deposit.currency} fiat wallet.`,
		`Reference: ${deposit.reference}.`,
	])
}

/** A payout's outcome under the paying service's preference (the Fiat wallet's: FCAT_WITHDRAWAL_COMPLETED). */
const PAYOUT_KEYS: Partial<Record<PayoutService, EmailSettingKey>> = { FCAT: 'FCAT_WITHDRAWAL_COMPLETED' }

export async function notifyPayoutFinished(ctx: MessageContext, integrator: Recipient, payout: Payout) {
	// The webhook for every payout, whichever service paid it; the e-mail under that service's preference.
	await raiseEvent(ctx, integrator.pk, payout.status === 'ITF_COMPLETED' ? 'fiat.payout.settled' : 'fiat.payout.failed', payout)
	const key = PAYOUT_KEYS[payout.service]
	if (!key) return
	const to = `${payout.beneficiary.accountName}, ${payout.beneficiary.destination}`
	if (payout.status === 'ITF_COMPLETED')
		return notify(ctx, integrator, key, payoutCompletedSubject(payout), [
			`Your payout of ${formatMoney(payout.amount, payout.currency)} to ${to} has been completed.`,
			`Reference: ${payout.reference}. Fee: ${formatMoney(payout.fee, payout.currency)}.`,
		])
	return notify(ctx, integrator, key, payoutFailedSubject(payout), [
		`Your payout of ${formatMoney(payout.amount, payout.currency)} to ${to} has failed${payout.reason ? `: ${payout.reason}` : ''}.`,
		`The amount and its fee (${formatMoney(payout.total, payout.currency)} in all) are back in your balance. Reference: ${payout.reference}.`,
	])
}

export function notifyInternalTransfer(ctx: MessageContext, integrator: Recipient, transfer: InternalTransfer) {
	const other = transfer.from === 'fiat' ? transfer.to : transfer.from
	const key: EmailSettingKey = other === 'operational' ? 'OPERATIONAL_INTERNAL_TRANSFER' : 'FCAT_INTERNAL_TRANSFER'
	const words = { fiat: 'fiat wallet', funding: 'funding balance', operational: 'operational balance' } as const
	return notify(ctx, integrator, key, internalTransferSubject(transfer), [
		`${formatMoney(transfer.amount, transfer.currency)} has moved from your ${transfer.currency} ${words[transfer.from]} to your ${transfer.currency} ${words[transfer.to]}.`,
		`Reference: ${transfer.reference}.`,
	])
}

import { and, eq } from 'drizzle-orm'
import { formatMoney } from '#contract/money/format.ts'
import type { LocalTransfer, Topup } from '#contract/money/transfers.ts'
import type { EmailSettingKey } from '#contract/settings/products.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import { raiseEvent } from '../events/events.ts'
import { sendMessage, type MessageContext } from '../outbox/outbox.ts'
import { emailSettings } from '../settings/schema.ts'

/**
 * The money e-mails, each under one of the integrator's FUNDING preferences:
 * LOCAL_TRANSFER for a local transfer's outcome (completed or failed),
 * FUNDING_INTERNAL_TRANSFER for money arriving in a funding balance (a
 * top-up). A preference is on unless the integrator turned it off. Other
 * areas send their own e-mails through `notify` too (sandbox/wallets/notices.ts).
 * Each of these events also raises its webhook event beside its e-mail, preference or
 * not (`raiseEvent`, sandbox/events/events.ts: docs/decisions/098-events-beside-the-emails.md).
 */

async function preferenceOn(ctx: MessageContext, integratorPk: string, key: EmailSettingKey) {
	const [row] = await ctx.db
		.select({ active: emailSettings.active })
		.from(emailSettings)
		.where(and(eq(emailSettings.integratorPk, integratorPk), eq(emailSettings.key, key)))
	return row?.active ?? true
}

export async function notify(
	ctx: MessageContext,
	integrator: Pick<IntegratorRow, 'pk' | 'email' | 'firstName'>,
	key: EmailSettingKey,
	subject: string,
	lines: string[],
) {
	if (!(await preferenceOn(ctx, integrator.pk, key))) return
	await sendMessage(ctx, {
		channel: 'email',
		to: integrator.email,
		subject,
		text: [`Hello ${integrator.firstName},`, '', ...lines].join('\n'),
		links: [],
	})
}

export const transferCompletedSubject = (transfer: LocalTransfer) =>
	`Transfer of ${formatMoney(transfer.amount, transfer.currency)} completed`
export const transferFailedSubject = (transfer: LocalTransfer) => `Transfer of ${formatMoney(transfer.amount, transfer.currency)} failed`
export const topupSubject = (topup: Topup) => `${formatMoney(topup.amount, topup.currency)} received in your funding balance`

export async function notifyTransferFinished(
	ctx: MessageContext,
	integrator: Pick<IntegratorRow, 'pk' | 'email' | 'firstName'>,
	transfer: LocalTransfer,
) {
	const completed = transfer.status === 'ITF_COMPLETED'
	await raiseEvent(ctx, integrator.pk, completed ? 'funding.transfer.completed' : 'funding.transfer.failed', transfer)
	const beneficiary = `${transfer.accountName}, ${transfer.bankName} ${transfer.accountNumber}`
	if (completed) {
		return notify(ctx, integrator, 'LOCAL_TRANSFER', transferCompletedSubject(transfer), [
			`Your transfer of ${formatMoney(transfer.amount, transfer.currency)} to ${beneficiary} has been completed.`,
			`Reference: ${transfer.reference}. Fee: ${formatMoney(transfer.fee, transfer.currency)}.`,
		])
	}
	return notify(ctx, integrator, 'LOCAL_TRANSFER', transferFailedSubject(transfer), [
		`Your transfer of ${formatMoney(transfer.amount, transfer.currency)} to ${beneficiary} has failed${transfer.reason ? `: ${transfer.reason}` : ''}.`,
		`The amount and its fee (${formatMoney(transfer.total, transfer.currency)} in all) are back in your funding balance. Reference: ${transfer.reference}.`,
	])
}

export async function notifyTopup(ctx: MessageContext, integrator: Pick<IntegratorRow, 'pk' | 'email' | 'firstName'>, topup: Topup) {
	await raiseEvent(ctx, integrator.pk, 'funding.deposit.completed', topup)
	return notify(ctx, integrator, 'FUNDING_INTERNAL_TRANSFER', topupSubject(topup), [
		`${formatMoney(topup.amount, topup.currency)} from ${topup.senderName} (${topup.senderBank}) has been credited to your ${topup.currency} funding balance.`,
		`Reference: ${topup.reference}.`,
	])
}

import { toMinorUnits, amountDecimalsIssue } from '#contract/money/amounts.ts'
import { depositRequestSchema, historyRequestSchema } from '#contract/money/control.ts'
import { fiatCurrencySchema } from '#contract/money/currencies.ts'
import { MONEY_ERROR_CODES, MONEY_MESSAGES } from '#contract/money/errors.ts'
import type { LocalTransfer, Topup } from '#contract/money/transfers.ts'
import { findIntegratorByEmail, findIntegratorByPk } from '../auth/integrators.ts'
import { refuse, refuseInput, type Answer } from '../http/refusal.ts'
import type { MessageContext } from '../outbox/outbox.ts'
import { ensureAccounts, findAccount } from './accounts.ts'
import { seedLedgerHistory } from './history-seed.ts'
import { notifyTopup, notifyTransferFinished } from './notices.ts'
import { depositFunds, toTopup } from './topups.ts'
import { finishTransfer, toLocalTransfer } from './transfers.ts'

/**
 * The back office's money moves, shared by the control API and the CLI: a
 * bank deposit arriving, and a transfer settling or failing at the bank.
 */

export async function receiveDeposit(ctx: MessageContext, email: string, currencyParam: string, body: unknown): Promise<Answer<Topup>> {
	const currency = fiatCurrencySchema.safeParse(currencyParam)
	if (!currency.success) return refuse(400, currency.error.issues[0]!.message, { field: 'currency' })
	const input = depositRequestSchema.safeParse(body)
	if (!input.success) return refuseInput(input.error.issues)
	const decimals = amountDecimalsIssue(input.data.amount, currency.data)
	if (decimals) return refuse(400, decimals, { field: 'amount' })
	const integrator = await findIntegratorByEmail(ctx.db, email.toLowerCase())
	if (!integrator) return refuse(404, `No integrator with the e-mail ${email}`)
	await ensureAccounts(ctx.db, integrator, ctx.now())
	const row = await depositFunds(
		ctx.db,
		integrator.pk,
		{
			currency: currency.data,
			amount: toMinorUnits(input.data.amount, currency.data),
			senderName: input.data.senderName ?? `${integrator.businessName ?? `${integrator.firstName} ${integrator.lastName}`}`,
			senderBank: input.data.senderBank ?? 'Sandbox Bank',
			reference: input.data.reference,
		},
		ctx.now,
	)
	const topup = toTopup(row)
	await notifyTopup(ctx, integrator, topup)
	return { ok: true, data: topup }
}

export async function settleOrFailTransfer(
	ctx: MessageContext,
	id: string,
	outcome: { settle: true } | { settle: false; reason?: string },
): Promise<Answer<LocalTransfer>> {
	const result = await finishTransfer(
		ctx.db,
		id,
		outcome.settle ? { settle: true } : { settle: false, reason: outcome.reason ?? 'Declined by the beneficiary bank' },
		ctx.now,
	)
	if (!result.ok) {
		if (result.reason === 'not-found') return refuse(404, MONEY_MESSAGES.transferNotFound)
		return refuse(409, MONEY_MESSAGES.transferFinal(result.status), { code: MONEY_ERROR_CODES.transferFinal })
	}
	const transfer = toLocalTransfer(result.row)
	const integrator = await findIntegratorByPk(ctx.db, result.row.integratorPk)
	if (integrator) await notifyTransferFinished(ctx, integrator, transfer)
	return { ok: true, data: transfer }
}

export type HistoryResult = { email: string; accountId: string; entries: number; ms: number }

/** Bulk history on one account of the integrator (benches, demos). */
export async function seedHistory(ctx: MessageContext, email: string, body: unknown): Promise<Answer<HistoryResult>> {
	const input = historyRequestSchema.safeParse(body)
	if (!input.success) return refuseInput(input.error.issues)
	const integrator = await findIntegratorByEmail(ctx.db, email.toLowerCase())
	if (!integrator) return refuse(404, `No integrator with the e-mail ${email}`)
	await ensureAccounts(ctx.db, integrator, ctx.now())
	const { ledgerType, currency, entries } = input.data
	// Collateral moves only with the Lending service's own movements (sandbox/lending/).
	if (ledgerType === 'collateral')
		return refuse(400, 'History is written on funding, operational, float or crypto accounts', { field: 'ledgerType' })
	const account = await findAccount(ctx.db, integrator.pk, 'integrator', ledgerType, currency)
	if (!account) return refuse(400, `${email} has no ${currency} ${ledgerType} account`, { field: 'ledgerType' })
	const started = performance.now()
	await seedLedgerHistory(ctx.db, integrator, [{ ledgerType, currency, entries }], { nowMs: ctx.now(), days: 365 })
	return { ok: true, data: { email: integrator.email, accountId: account.id, entries, ms: Math.round(performance.now() - started) } }
}

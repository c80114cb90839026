import { FIAT_ERROR_CODES, FIAT_MESSAGES, type FiatDeposit } from '#contract/fiat/api.ts'
import { amountDecimalsIssue, fromMinorUnits, toMinorUnits } from '#contract/money/amounts.ts'
import { depositRequestSchema } from '#contract/money/control.ts'
import { fiatCurrencySchema, type FiatCurrency } from '#contract/money/currencies.ts'
import { findIntegratorByEmail } from '../auth/integrators.ts'
import type { Db } from '../db/database.ts'
import { refuse, refuseInput, type Answer } from '../http/refusal.ts'
import { ensureAccounts, findAccount } from '../ledger/accounts.ts'
import { postTransaction } from '../ledger/post.ts'
import type { MessageContext } from '../outbox/outbox.ts'
import { newFiatId, newFiatReference } from './ids.ts'
import { notifyFiatDeposit } from './notices.ts'
import { fiatDeposits, type FiatDepositRow, type FiatWalletRow } from './schema.ts'
import { findFiatWalletRow } from './wallets.ts'

/** Bank deposits to a wallet's virtual account (the back office's): credited at once, e-mailed under FCAT_DEPOSIT_COMPLETED. */

export function toFiatDeposit(row: FiatDepositRow): FiatDeposit {
	return {
		id: row.id,
		currency: row.currency as FiatCurrency,
		amount: fromMinorUnits(row.amount, row.currency as FiatCurrency),
		senderName: row.senderName,
		senderBank: row.senderBank,
		reference: row.reference,
		accountNumber: row.accountNumber,
		transactionId: row.transactionId,
		createdAt: row.createdAt.toISOString(),
	}
}

type Incoming = { amount: bigint; senderName: string; senderBank: string; reference?: string }

/** One database transaction: the TOPUP transaction (the provider's clearing → the wallet) and the deposit row. */
export async function creditFiatDeposit(db: Db, wallet: FiatWalletRow, incoming: Incoming, now: () => number) {
	const currency = wallet.currency as FiatCurrency
	return db.transaction(async (tx) => {
		const clearing = await findAccount(tx, wallet.integratorPk, 'provider', 'clearing', currency)
		if (!clearing) throw new Error(`Missing ${currency} clearing account for ${wallet.integratorPk}`)
		const id = newFiatId('fdp')
		const reference = incoming.reference ?? newFiatReference('FD', now())
		const transaction = await postTransaction(
			tx,
			{
				integratorPk: wallet.integratorPk,
				type: 'TOPUP',
				status: 'ITF_COMPLETED',
				currency,
				amount: incoming.amount,
				reference,
				description: `Bank deposit to virtual account ${wallet.accountNumber}`,
				counterparty: `${incoming.senderName} · ${incoming.senderBank}`,
				topupId: id,
				legs: [
					{ accountId: clearing.id, amount: -incoming.amount },
					{ accountId: wallet.accountId, amount: incoming.amount },
				],
			},
			now,
		)
		const [row] = await tx
			.insert(fiatDeposits)
			.values({
				id,
				integratorPk: wallet.integratorPk,
				currency,
				amount: incoming.amount,
				senderName: incoming.senderName,
				senderBank: incoming.senderBank,
				reference,
				accountNumber: wallet.accountNumber,
				transactionId: transaction.id,
				createdAt: transaction.createdAt,
			})
			.returning()
		return row!
	})
}

/** POST /sandbox/v1/control/integrators/{email}/fiat/{currency}/deposits (and the CLI's `fiat deposit`). */
export async function receiveFiatDeposit(
	ctx: MessageContext,
	email: string,
	currencyParam: string,
	body: unknown,
): Promise<Answer<FiatDeposit>> {
	const currency = fiatCurrencySchema.safeParse(currencyParam)
	if (!currency.success) return refuse(400, currency.error.issues[0]!.message, { field: 'currency' })
	const input = depositRequestSchema.safeParse(body)
	if (!input.success) return refuseInput(input.error.issues)
	const decimals = amountDecimalsIssue(input.data.amount, currency.data)
	if (decimals) return refuse(400, decimals, { field: 'amount' })
	const integrator = await findIntegratorByEmail(ctx.db, email.toLowerCase())
	if (!integrator) return refuse(404, `No integrator with the e-mail ${email}`, null)
	await ensureAccounts(ctx.db, integrator, ctx.now())
	const wallet = await findFiatWalletRow(ctx.db, integrator.pk, currency.data)
	if (!wallet) {
		const message = FIAT_MESSAGES.noWallet(currency.data)
		return { ok: false, status: 409, message, errors: [{ message, code: FIAT_ERROR_CODES.noWallet, field: 'currency' }] }
	}
	const row = await creditFiatDeposit(
		ctx.db,
		wallet,
		{
			amount: toMinorUnits(input.data.amount, currency.data),
			senderName: input.data.senderName ?? integrator.businessName ?? `${integrator.firstName} ${integrator.lastName}`,
			senderBank: input.data.senderBank ?? 'Sandbox Bank',
			reference: input.data.reference,
		},
		ctx.now,
	)
	const deposit = toFiatDeposit(row)
	await notifyFiatDeposit(ctx, integrator, deposit)
	return { ok: true, data: deposit }
}

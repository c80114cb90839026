import { Form } from '@remix-run/react'
import { TRADING_CURRENCIES } from '#contract/trading/pairs.ts'
import { counterpartLabel, DIRECTION_LABELS, TRADING_PATH, TRANSFER_PATH } from '#app/lib/trading/labels.ts'
import type { TransferFormPage } from '#app/lib/trading/transfer.ts'
import { SubmitButton } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { ErrorList, SelectField } from '../kit/field.tsx'
import { getFormProps, useForm } from '../kit/form.ts'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { RoleRefusal, useRoleRefusal } from '../kit/role-refusal.tsx'
import { NumberField } from '../money/amount-input.tsx'
import { NoPinNotice, PinFields } from '../money/pin-fields.tsx'
import type { RouteHandle } from '../shell/route-handle.ts'

export const transferHandle: RouteHandle = { title: 'Transfer', serviceName: 'Trading', ancestor: { title: 'Trading', to: TRADING_PATH } }

/**
 * /product/trading/transfer: a crypto currency moves between its trading
 * wallet and its main wallet, a fiat one between its trading wallet and its
 * funding balance, confirmed with the PIN. The form's idempotency key makes
 * it one transfer however often it is posted.
 */
export function TransferForm({ fields, wallets, funding, pinExists, twoFAEnabled, lastResult }: TransferFormPage) {
	const refusal = useRoleRefusal('money.move')
	const schema = {
		load: () => import('#app/lib/trading/transfer.ts'),
		build: (m: typeof import('#app/lib/trading/transfer.ts')) => m.transferFormSchema(twoFAEnabled),
	}
	const [form, f] = useForm({
		id: `trading-transfer-${fields.idempotencyKey}`,
		lastResult: lastResult ?? undefined,
		schema,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<div className="mx-auto flex max-w-2xl flex-col gap-4">
			<PageHeader title="Transfer" back={{ to: TRADING_PATH, label: 'Back to trading' }} />
			<p className="text-sm text-gray-600">
				Move money into a trading wallet to trade it, or out again: BTC, ETH, USDT and USDC with your main wallet of the Wallet service;
				USD, NGN, EUR and GBP with your funding balance.
			</p>
			<section aria-labelledby="transfer-balances-title" className={cardClass('grid gap-4 p-6 sm:grid-cols-2')}>
				<div>
					<h2 id="transfer-balances-title" className="text-sm font-semibold text-gray-700">
						Trading wallets
					</h2>
					<ul className="mt-2 text-sm">
						{wallets.map((wallet) => (
							<li key={wallet.currency} data-testid={`transfer-trading-${wallet.currency}`}>
								<Money value={wallet.balance} currency={wallet.currency} />
							</li>
						))}
					</ul>
				</div>
				<div>
					<h2 className="text-sm font-semibold text-gray-700">Funding balances</h2>
					<ul className="mt-2 text-sm">
						{funding
							.filter((account) => (TRADING_CURRENCIES as readonly string[]).includes(account.currency))
							.map((account) => (
								<li key={account.currency} data-testid={`transfer-funding-${account.currency}`}>
									<Money value={account.balance} currency={account.currency} />
								</li>
							))}
					</ul>
				</div>
			</section>
			{pinExists || refusal ? (
				<RoleRefusal refusal={refusal} className={cardClass('p-6 text-gray-700')}>
					<Form method="POST" action={TRANSFER_PATH} className={cardClass('flex flex-col gap-3 p-6')} {...getFormProps(form)}>
						<input type="hidden" name="idempotencyKey" value={fields.idempotencyKey} />
						<div className="grid gap-3 sm:grid-cols-2">
							<SelectField
								label="Currency"
								name="currency"
								id="transfer-currency"
								defaultValue={fields.currency}
								errors={f.currency.errors}
							>
								{TRADING_CURRENCIES.map((currency) => (
									<option key={currency} value={currency}>
										{currency}: with your {counterpartLabel(currency)}
									</option>
								))}
							</SelectField>
							<SelectField
								label="Direction"
								name="direction"
								id="transfer-direction"
								defaultValue={fields.direction}
								errors={f.direction.errors}
							>
								<option value="IN">{DIRECTION_LABELS.IN}</option>
								<option value="OUT">{DIRECTION_LABELS.OUT}</option>
							</SelectField>
							<NumberField label="Amount" name="amount" id="transfer-amount" defaultValue={fields.amount} errors={f.amount.errors} />
							<PinFields id="transfer" twoFAEnabled={twoFAEnabled} pinErrors={f.pin.errors} tokenErrors={f.token?.errors} />
						</div>
						<ErrorList id={form.errorId} errors={[...(form.errors ?? []), ...(f.idempotencyKey.errors ?? [])]} />
						<div>
							<SubmitButton pendingLabel="Moving...">Transfer</SubmitButton>
						</div>
					</Form>
				</RoleRefusal>
			) : (
				<NoPinNotice what="Transfers are confirmed" />
			)}
		</div>
	)
}

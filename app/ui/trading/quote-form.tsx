import { Form } from '@remix-run/react'
import { formatPrice, PAIR_OPTIONS, QUOTE_FORM_PATH, SIDE_OPTIONS, TRADING_PATH } from '#app/lib/trading/labels.ts'
import type { QuoteFormPage } from '#app/lib/trading/quote-fields.ts'
import { SubmitButton } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { DataTable } from '../kit/data-table.tsx'
import { ErrorList, SelectField } from '../kit/field.tsx'
import { getFormProps, useForm } from '../kit/form.ts'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { RoleRefusal, useRoleRefusal } from '../kit/role-refusal.tsx'
import { NumberField } from '../money/amount-input.tsx'
import { NoPinNotice } from '../money/pin-fields.tsx'
import type { RouteHandle } from '../shell/route-handle.ts'

export const quoteFormHandle: RouteHandle = {
	title: 'Request a quote',
	serviceName: 'Trading',
	ancestor: { title: 'Trading', to: TRADING_PATH },
}

/**
 * /product/trading/quote: the pair, buy or sell, and the amount in the
 * crypto or in the pair's currency. 'Get quote' posts it; the provider's
 * firm quote opens on its own page. The prices below are indicative: the
 * quote fixes one.
 */
export function QuoteForm({ fields, pairs, wallets, pinExists, lastResult }: QuoteFormPage) {
	const refusal = useRoleRefusal('money.move')
	const [form, f] = useForm({
		id: 'trading-quote',
		lastResult: lastResult ?? undefined,
		schema: { load: () => import('#app/lib/trading/quote.ts'), build: (m) => m.quoteFormSchema },
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<div className="mx-auto flex max-w-3xl flex-col gap-4">
			<PageHeader title="Request a quote" back={{ to: TRADING_PATH, label: 'Back to trading' }} />
			<p className="text-sm text-gray-600">
				Buy or sell crypto against a currency at a firm price. The quote shows the price, what you pay and receive and the fee, and holds
				for 30 seconds; you accept it with your transaction PIN.
			</p>
			{pinExists || refusal ? null : <NoPinNotice what="Trades are accepted" />}
			<RoleRefusal refusal={refusal} className={cardClass('p-6 text-gray-700')}>
				<Form method="POST" action={QUOTE_FORM_PATH} className={cardClass('flex flex-col gap-3 p-6')} {...getFormProps(form)}>
					<div className="grid gap-3 sm:grid-cols-2">
						<SelectField label="Pair" name="pair" id="quote-pair" defaultValue={fields.pair} errors={f.pair.errors}>
							{PAIR_OPTIONS.map((option) => (
								<option key={option.value} value={option.value}>
									{option.label}
								</option>
							))}
						</SelectField>
						<SelectField label="Buy or sell" name="side" id="quote-side" defaultValue={fields.side} errors={f.side.errors}>
							{SIDE_OPTIONS.map((option) => (
								<option key={option.value} value={option.value}>
									{option.label}
								</option>
							))}
						</SelectField>
						<NumberField label="Amount" name="amount" id="quote-amount" defaultValue={fields.amount} errors={f.amount.errors} />
						<SelectField
							label="The amount is in"
							name="amountIn"
							id="quote-amount-in"
							defaultValue={fields.amountIn}
							errors={f.amountIn.errors}
						>
							<option value="base">The crypto: the pair&apos;s first (BTC, ETH or USDT)</option>
							<option value="quote">The currency: the pair&apos;s second (USD, NGN, EUR, GBP, USDT or USDC)</option>
						</SelectField>
					</div>
					<ErrorList id={form.errorId} errors={form.errors} />
					<div>
						<SubmitButton pendingLabel="Asking...">Get quote</SubmitButton>
					</div>
				</Form>
			</RoleRefusal>

			<section aria-labelledby="balances-title" className={cardClass('p-6')}>
				<h2 id="balances-title" className="text-sm font-semibold text-gray-700">
					Your trading wallets
				</h2>
				{wallets.length ? (
					<ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
						{wallets.map((wallet) => (
							<li key={wallet.currency} data-testid={`quote-wallet-${wallet.currency}`}>
								<Money value={wallet.balance} currency={wallet.currency} />
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-sm text-gray-600">Nothing to show here yet</p>
				)}
			</section>

			<section aria-labelledby="pairs-title">
				<DataTable
					testId="trading-pairs"
					caption="Pairs, prices now and your limits"
					captionId="pairs-title"
					captionVisible
					rows={pairs}
					rowKey={(pair) => pair.pair}
					rowProps={(pair) => ({ 'data-testid': `pair-${pair.pair}` })}
					columns={[
						{ key: 'pair', header: 'Pair', rowHeader: true, cell: (pair) => `${pair.base} / ${pair.quote}` },
						{ key: 'price', header: 'Price', align: 'right', cell: (pair) => formatPrice(pair.price, pair.quote) },
						{ key: 'fee', header: 'Fee', align: 'right', cell: (pair) => `${pair.feePercent}%` },
						{
							key: 'limits',
							header: 'Per trade',
							align: 'right',
							className: 'text-xs text-gray-600',
							cell: (pair) => (
								<>
									{pair.minAmount ?? '0'} to {pair.maxAmount ?? 'no limit'} {pair.base}
									{pair.dailyLimit ? `, ${pair.dailyLimit} a day` : ''}
									{pair.leftToday ? (
										<span className="block" data-testid="pair-left-today">
											<Money value={pair.leftToday} currency={pair.base} /> left today (UTC)
										</span>
									) : null}
								</>
							),
						},
					]}
				/>
			</section>
		</div>
	)
}

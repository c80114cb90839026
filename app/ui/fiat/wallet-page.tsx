import { Form, Link, useSearchParams } from '@remix-run/react'
import type { FiatTransaction, FiatWallet } from '#contract/fiat/api.ts'
import type { Beneficiary } from '#contract/fiat/beneficiaries.ts'
import { PAYOUT_METHOD_LABELS } from '#contract/fiat/beneficiary-labels.ts'
import { CURRENCY_NAMES, type FiatCurrency } from '#contract/money/currency-list.ts'
import {
	beneficiaryFormPath,
	FIAT_INTENTS,
	fiatWalletPath,
	INTERNAL_DIRECTIONS,
	INTERNAL_OTHER_BALANCES,
	payoutPath,
	receiptPath,
} from '#app/lib/fiat/labels.ts'
import { emptyListMessage } from '#app/lib/money/empty-list.ts'
import { formatDateTime } from '#app/lib/money/format.ts'
import { TYPE_LABELS } from '#app/lib/money/labels.ts'
import { movementWay, signedAmount, WAY_LABELS } from '#app/lib/money/movement.ts'
import type { ListState } from '#app/lib/money/views.ts'
import { buttonClass, SubmitButton } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { cn } from '../kit/cn.ts'
import { ConfirmAction, ConfirmActionLink } from '../kit/confirm-action.tsx'
import { DataTable } from '../kit/data-table.tsx'
import { EmptyState } from '../kit/empty-state.tsx'
import { ErrorList, SelectField } from '../kit/field.tsx'
import { getFormProps, useForm, type SubmissionResult } from '../kit/form.ts'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { Section } from '../kit/section.tsx'
import { StatCard } from '../kit/stat-card.tsx'
import { NumberField } from '../money/amount-input.tsx'
import { ListControls, Pager } from '../money/list-controls.tsx'
import { NoPinNotice, PinFields } from '../money/pin-fields.tsx'
import { StatusBadge } from '../money/status-badge.tsx'
import { NameMatchFlag } from './name-match.tsx'
import { NoFiatWallet } from './no-wallet.tsx'
import { VirtualAccount } from './virtual-account.tsx'

/** The wallet page's delete question (a URL: it works without JavaScript). */
const DELETE_BENEFICIARY_DIALOG = 'delete-beneficiary'

type Reply = { intent: string | null; result: SubmissionResult<string[]> } | undefined

export type FiatWalletPageProps =
	| { currency: FiatCurrency; wallet: null; refusal: string | null }
	| {
			currency: FiatCurrency
			wallet: FiatWallet
			transactions: FiatTransaction[]
			list: ListState
			beneficiaries: Beneficiary[]
			/** Why the signed-in role may not move money or manage beneficiaries (docs/product/team.md); null when it may. */
			refusals: { money: string | null; beneficiaries: string | null }
			transfer: {
				key: string
				pinExists: boolean
				twoFAEnabled: boolean
				balances: { funding: string | null; operational: string | null }
			}
	  }

/**
 * /product/fiat-wallet-service/wallet?currency=: one wallet: its balance and
 * virtual account, Pay out, its beneficiaries in the currency (Pay, Delete),
 * money in and out of it from the funding or operational balance, and its
 * transactions filtered, paged and exported like every list (a payout's
 * row opens its receipt).
 */
export function FiatWalletPage(props: FiatWalletPageProps & { reply?: Reply }) {
	if (!props.wallet) return <NoFiatWallet currency={props.currency} refusal={props.refusal} />
	const { wallet, transactions, list, beneficiaries, transfer, refusals, reply } = props
	const { currency } = wallet
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-6">
			<PageHeader
				titleId="wallet-title"
				title={
					<>
						{currency} wallet <span className="text-base font-normal text-gray-500">{CURRENCY_NAMES[currency]}</span>
					</>
				}
				actions={
					refusals.money ? (
						<p className="text-sm text-gray-600" data-testid="role-refusal">
							{refusals.money}
						</p>
					) : (
						<Link to={payoutPath(currency)} className={buttonClass('primary')}>
							Payout<span className="sr-only"> in {currency}</span>
						</Link>
					)
				}
			/>
			<div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
				<StatCard label="Balance" value={<Money value={wallet.balance} currency={currency} />} valueTestId="fiat-wallet-balance" />
				<Section id="virtual-account" title="Virtual account" description="Bank deposits to this account arrive in this wallet.">
					<VirtualAccount wallet={wallet} />
				</Section>
			</div>

			<Beneficiaries currency={currency} beneficiaries={beneficiaries} refusals={refusals} reply={reply} />
			{/* A new page load draws a new key: a refused transfer's error and typed PIN do not outlive another post's success. */}
			{refusals.money ? null : <InternalTransfer key={transfer.key} wallet={wallet} transfer={transfer} reply={reply} />}

			<section aria-labelledby="transactions-title" className="flex flex-col gap-4">
				<h2 id="transactions-title" className="text-lg font-semibold">
					Transactions
				</h2>
				<ListControls list={list} label="transactions" hidden={{ currency }} />
				{transactions.length ? (
					<TransactionsTable transactions={transactions} currency={currency} />
				) : (
					<EmptyState message={emptyListMessage(list.filters, list.selectsNothing)} />
				)}
				<Pager list={list} />
			</section>
		</div>
	)
}

function Beneficiaries({
	currency,
	beneficiaries,
	refusals,
	reply,
}: {
	currency: FiatCurrency
	beneficiaries: Beneficiary[]
	refusals: { money: string | null; beneficiaries: string | null }
	reply?: Reply
}) {
	const refusal = reply?.intent === FIAT_INTENTS.deleteBeneficiary ? reply.result.error?.['']?.[0] : null
	return (
		<section aria-labelledby="beneficiaries-title" className={cardClass('p-6')}>
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<h2 id="beneficiaries-title" className="text-lg font-semibold">
					Beneficiaries
				</h2>
				{refusals.beneficiaries ? (
					<p className="text-sm text-gray-600">{refusals.beneficiaries}</p>
				) : (
					<div className="flex flex-wrap gap-2">
						<Link to={beneficiaryFormPath('INDIVIDUAL', currency)} className={buttonClass('secondary')}>
							Add individual
						</Link>
						<Link to={beneficiaryFormPath('BUSINESS', currency)} className={buttonClass('secondary')}>
							Add business
						</Link>
					</div>
				)}
			</div>
			{refusal ? (
				<p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
					{refusal}
				</p>
			) : null}
			{beneficiaries.length === 0 ? (
				<p className="mt-3 text-sm text-gray-600">No {currency} beneficiaries yet: add one to pay out to it.</p>
			) : (
				<ul className="mt-3 flex flex-col divide-y divide-gray-100" aria-label={`${currency} beneficiaries`}>
					{beneficiaries.map((beneficiary) => (
						<li key={beneficiary.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="beneficiary">
							<div className="text-sm">
								<p className="font-semibold">
									{beneficiary.name}{' '}
									<span className="text-xs font-normal text-gray-500">
										{beneficiary.kind === 'BUSINESS' ? 'Business' : 'Individual'} · {PAYOUT_METHOD_LABELS[beneficiary.method]}
									</span>
								</p>
								<p className="text-gray-600">
									{beneficiary.accountName} · <span className="font-mono text-xs">{beneficiary.destination}</span>
								</p>
								<NameMatchFlag beneficiary={beneficiary} className="mt-1" />
							</div>
							<div className="flex items-center gap-2">
								{refusals.money ? null : (
									<Link to={payoutPath(currency, { beneficiary: beneficiary.id })} className={buttonClass('primary')}>
										Pay<span className="sr-only"> {beneficiary.name}</span>
									</Link>
								)}
								{refusals.beneficiaries ? null : (
									<ConfirmActionLink
										param="dialog"
										what={DELETE_BENEFICIARY_DIALOG}
										item={{ beneficiary: beneficiary.id }}
										className={buttonClass('ghost')}
									>
										Delete<span className="sr-only"> {beneficiary.name}</span>
									</ConfirmActionLink>
								)}
							</div>
						</li>
					))}
				</ul>
			)}
			<DeleteBeneficiaryConfirm currency={currency} beneficiaries={beneficiaries} />
		</section>
	)
}

/**
 * 'Delete' asks first, as every destructive action does: the question is a
 * URL (`?dialog=delete-beneficiary&beneficiary=fbn_…`), a modal with
 * JavaScript and a section of the page without, holding the real post;
 * 'Keep it' returns to the page unchanged.
 */
function DeleteBeneficiaryConfirm({ currency, beneficiaries }: { currency: FiatCurrency; beneficiaries: Beneficiary[] }) {
	const [params] = useSearchParams()
	const beneficiary = beneficiaries.find((item) => item.id === params.get('beneficiary'))
	if (!beneficiary) return null
	return (
		<ConfirmAction
			param="dialog"
			what={DELETE_BENEFICIARY_DIALOG}
			itemKeys={['beneficiary']}
			title={`Delete ${beneficiary.name}?`}
			labelId="delete-beneficiary-title"
			action={fiatWalletPath(currency)}
			fields={{ beneficiary: beneficiary.id }}
			confirm="delete"
			intent={FIAT_INTENTS.deleteBeneficiary}
			submitLabel="Delete beneficiary"
			pendingLabel="Deleting..."
		>
			<p className="text-sm text-gray-700">
				{beneficiary.accountName} · <span className="font-mono text-xs">{beneficiary.destination}</span>
			</p>
			<p className="mt-3 text-sm text-gray-600">
				You will not be able to pay it again without adding it anew. The payouts already made keep their details.
			</p>
		</ConfirmAction>
	)
}

function InternalTransfer({
	wallet,
	transfer,
	reply,
}: {
	wallet: FiatWallet
	transfer: Extract<FiatWalletPageProps, { wallet: FiatWallet }>['transfer']
	reply?: Reply
}) {
	const { currency } = wallet
	const schema = {
		load: () => import('#app/lib/fiat/internal-transfer.ts'),
		build: (m: typeof import('#app/lib/fiat/internal-transfer.ts')) => m.internalTransferFormSchema(currency, transfer.twoFAEnabled),
	}
	const [form, f] = useForm({
		id: `internal-${currency}`,
		lastResult: reply?.intent === FIAT_INTENTS.internalTransfer ? reply.result : undefined,
		schema,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const balance = (value: string | null) => (value === null ? 'none' : <Money value={value} currency={currency} />)
	return (
		<section aria-labelledby="internal-title" className={cardClass('p-6')}>
			<h2 id="internal-title" className="text-lg font-semibold">
				Move money
			</h2>
			<p className="text-sm text-gray-600">
				Between this wallet and your {currency} funding balance ({balance(transfer.balances.funding)}) or operational balance (
				{balance(transfer.balances.operational)}).
			</p>
			{transfer.pinExists ? (
				<Form method="POST" action={fiatWalletPath(currency)} className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-2" {...getFormProps(form)}>
					<input type="hidden" name="key" value={transfer.key} />
					<SelectField label="Direction" name="direction" id="internal-direction" defaultValue="in" errors={f.direction.errors}>
						{INTERNAL_DIRECTIONS.map((option) => (
							<option key={option.value} value={option.value}>
								{option.label}
							</option>
						))}
					</SelectField>
					<SelectField label="Other balance" name="balance" id="internal-balance" defaultValue="funding" errors={f.balance.errors}>
						{INTERNAL_OTHER_BALANCES.map((option) => (
							<option key={option.value} value={option.value}>
								{option.label}
							</option>
						))}
					</SelectField>
					<NumberField label={`Amount (${currency})`} name="amount" id="internal-amount" errors={f.amount.errors} />
					<PinFields id="internal" twoFAEnabled={transfer.twoFAEnabled} pinErrors={f.pin.errors} tokenErrors={f.token?.errors} />
					<ErrorList id={form.errorId} errors={form.errors} className="sm:col-span-2" />
					<div className="sm:col-span-2">
						<SubmitButton name="intent" value={FIAT_INTENTS.internalTransfer} pendingLabel="Moving...">
							Move money
						</SubmitButton>
					</div>
				</Form>
			) : (
				<div className="mt-3">
					<NoPinNotice what="Money moves" />
				</div>
			)}
		</section>
	)
}

const WAY_TONES = { out: 'text-red-700', in: 'text-green-800', within: 'text-gray-900' } as const

function TransactionsTable({ transactions, currency }: { transactions: FiatTransaction[]; currency: FiatCurrency }) {
	return (
		<DataTable
			caption={`${currency} wallet transactions`}
			rows={transactions}
			rowKey={(t) => t.id}
			rowProps={(t) => ({ 'data-testid': 'fiat-transaction', 'data-reference': t.reference })}
			columns={[
				{ key: 'date', header: 'Date', className: 'text-gray-600 sm:whitespace-nowrap', cell: (t) => formatDateTime(t.createdAt) },
				{
					key: 'details',
					header: 'Details',
					cell: (t) => (
						<>
							<p className="font-medium">{t.description || TYPE_LABELS[t.type]}</p>
							<p className="text-xs text-gray-500">
								{TYPE_LABELS[t.type]} · <span className="font-mono">{t.reference}</span>
								{t.counterparty ? ` · ${t.counterparty}` : null}
							</p>
							{t.payoutId ? (
								<Link
									to={receiptPath({ currency, id: t.payoutId, service: t.payoutService ?? 'FCAT' })}
									className="text-xs text-brand-700 underline"
									data-testid="receipt-link"
								>
									Receipt<span className="sr-only"> of {t.reference}</span>
								</Link>
							) : null}
						</>
					),
				},
				{ key: 'status', header: 'Status', cell: (t) => <StatusBadge status={t.status} /> },
				{
					key: 'amount',
					header: 'Amount',
					align: 'right',
					className: 'sm:whitespace-nowrap',
					cell: (t) => {
						const way = movementWay(t)
						return (
							<span className={cn('flex flex-col items-end', WAY_TONES[way])} data-testid="movement-amount">
								<Money value={signedAmount(t)} currency={currency} signed={way === 'in'} />
								<span className="text-xs">{WAY_LABELS[way]}</span>
							</span>
						)
					},
				},
				{
					key: 'balance',
					header: 'Balance after',
					align: 'right',
					className: 'sm:whitespace-nowrap',
					cell: (t) => <Money value={t.balanceAfter} currency={currency} />,
				},
			]}
		/>
	)
}

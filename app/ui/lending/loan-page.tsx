import { Form } from '@remix-run/react'
import type { Loan, LoanEvent } from '#contract/lending/api.ts'
import { EVENT_LABELS, LENDING_PATH, owedAfter, REPAY_FULL_INTENT, REPAY_INTENT } from '#app/lib/lending/labels.ts'
import { formatDateTime, formatExactMoney } from '#app/lib/money/format.ts'
import type { FormReply } from '#app/lib/reply.ts'
import { SubmitButton } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { DataTable } from '../kit/data-table.tsx'
import { EmptyState } from '../kit/empty-state.tsx'
import { ErrorList } from '../kit/field.tsx'
import { getFormProps, useForm, type SubmissionResult } from '../kit/form.ts'
import { LiveRefresh } from '../kit/live-refresh.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { RoleRefusal, useRoleRefusal } from '../kit/role-refusal.tsx'
import { SummaryList } from '../kit/summary-list.tsx'
import { NumberField } from '../money/amount-input.tsx'
import { Pager } from '../money/list-controls.tsx'
import { NoPinNotice } from '../money/pin-fields.tsx'
import { LtvGauge } from './ltv-gauge.tsx'
import { LoanStatusPill, SecretFields, ZonePill } from './parts.tsx'

type Props = {
	loan: Loan
	statement: LoanEvent[]
	list: { notice: string | null; nextHref: string | null; previousHref: string | null; exportHref: string }
	fundingBalance: string
	pinExists: boolean
	twoFAEnabled: boolean
	idempotencyKey: string
	reply?: FormReply<string>
}

const usd = (amount: string) => formatExactMoney(amount, 'USD')

/**
 * /product/lending-service/loans/:loanId: the loan's figures to its day
 * (principal, interest accrued, what is owed, what was repaid), its
 * collateral and its value at the current price, its loan-to-value on the
 * gauge with its three levels, the warning when past it, the repayment form
 * (part or in full, from the USD funding balance) while it runs, and its
 * statement. A request in review looks again by itself until decided.
 */
export function LoanPage({ loan, statement, list, fundingBalance, pinExists, twoFAEnabled, idempotencyKey, reply }: Props) {
	const active = loan.status === 'ACTIVE'
	const money = (amount: string) => formatExactMoney(amount, loan.currency)
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-6">
			<LiveRefresh active={loan.status === 'PENDING'} />
			<PageHeader
				titleId="loan-title"
				title={`Loan ${loan.reference}`}
				badge={
					<>
						<LoanStatusPill status={loan.status} />
						{active && loan.zone ? <ZonePill zone={loan.zone} /> : null}
					</>
				}
				description={
					<>
						Requested {formatDateTime(loan.createdAt)}
						{loan.disbursedAt ? <> · paid out {formatDateTime(loan.disbursedAt)}</> : null}
						{loan.closedAt ? <> · closed {formatDateTime(loan.closedAt)}</> : null}
					</>
				}
				back={{ to: LENDING_PATH, label: 'All loans' }}
			>
				<StateNotice loan={loan} />
			</PageHeader>
			<section aria-label="Loan figures" className={cardClass('p-6')}>
				<SummaryList
					columns={3}
					testId="loan-figures"
					items={[
						{ label: 'Borrowed', testId: 'loan-amount', value: money(loan.amount) },
						{ label: 'Principal outstanding', testId: 'loan-principal', value: money(loan.principal) },
						{
							label: `Interest accrued to day ${loan.day}`,
							testId: 'loan-interest',
							value: money(loan.interest),
							note: `${loan.monthlyRatePercent}% a month, ${loan.dailyRatePercent}% a day · ${money(loan.interestAccrued)} in all`,
						},
						{ label: 'Owed', testId: 'loan-owed', value: money(loan.owed), strong: true },
						{ label: 'Repaid', testId: 'loan-repaid', value: money(loan.repaid) },
						{
							label: 'Collateral',
							testId: 'loan-collateral',
							value: formatExactMoney(loan.collateralAmount, loan.collateralAsset),
							note: `Worth ${usd(loan.collateralValue)} at ${usd(loan.price)} per ${loan.collateralAsset}`,
						},
					]}
				/>
			</section>

			{loan.status === 'PENDING' || active ? (
				<section aria-labelledby="ltv-title" className={cardClass('flex flex-col gap-3 p-6')}>
					<h2 id="ltv-title" className="text-lg font-semibold">
						Loan-to-value
					</h2>
					<LtvGauge
						id="loan-ltv"
						ltv={loan.ltv}
						zone={loan.zone}
						levels={loan.ltvLevels}
						caption={loan.status === 'PENDING' ? 'The loan asked for' : 'This loan'}
					/>
					{loan.warningPrice && loan.liquidationPrice ? (
						<p className="text-sm" data-testid="loan-level-prices">
							Warning at {usd(loan.warningPrice)} per {loan.collateralAsset} or below; liquidation at {usd(loan.liquidationPrice)} or below
							(now {usd(loan.price)}).
						</p>
					) : null}
				</section>
			) : null}

			{active ? (
				pinExists ? (
					<RepayForm
						loan={loan}
						fundingBalance={fundingBalance}
						twoFAEnabled={twoFAEnabled}
						idempotencyKey={idempotencyKey}
						lastResult={reply?.intent === REPAY_INTENT || reply?.intent === REPAY_FULL_INTENT ? reply.result : undefined}
					/>
				) : (
					<NoPinNotice what="Repayments are made" />
				)
			) : null}

			<section aria-labelledby="statement-title" className="flex flex-col gap-3">
				<div className="flex flex-wrap items-baseline justify-between gap-2">
					<h2 id="statement-title" className="text-lg font-semibold">
						Statement
					</h2>
					<a href={list.exportHref} className="text-sm font-semibold text-brand-700 underline" download>
						Export CSV
					</a>
				</div>
				{list.notice ? (
					<p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
						{list.notice}
					</p>
				) : null}
				{statement.length ? <Statement events={statement} loan={loan} /> : <EmptyState message="Nothing to show here yet" />}
				<Pager list={list} />
			</section>
		</div>
	)
}

/** What the loan's state means for the person reading, in a sentence (the warning as an alert). */
function StateNotice({ loan }: { loan: Loan }) {
	if (loan.status === 'PENDING')
		return (
			<p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="loan-notice">
				The provider is reviewing this request; its collateral is held meanwhile. This page updates by itself.
			</p>
		)
	if (loan.status === 'ACTIVE' && loan.warned)
		return (
			<p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="loan-warning">
				Warning: this loan is at {loan.ltv}% of its collateral&apos;s value, past its warning level of {loan.ltvLevels.warning}%. At{' '}
				{loan.ltvLevels.liquidation}%
				{loan.liquidationPrice ? ` (a ${loan.collateralAsset} price of ${usd(loan.liquidationPrice)} or below)` : ''} its collateral is sold
				to repay it. Repay part of it to bring it back under the warning level.
			</p>
		)
	if (loan.status === 'REJECTED')
		return (
			<p className="rounded-lg bg-red-50 p-3 text-sm text-red-900" data-testid="loan-notice">
				The provider rejected this request{loan.rejectionReason ? `: ${loan.rejectionReason}` : ''}. Its collateral is back in your
				collateral wallet.
			</p>
		)
	if (loan.status === 'LIQUIDATED')
		return (
			<p className="rounded-lg bg-red-50 p-3 text-sm text-red-900" data-testid="loan-notice">
				This loan reached its liquidation level of {loan.ltvLevels.liquidation}%: its collateral was sold to repay it, and what was not sold
				is back in your collateral wallet (see the statement).
			</p>
		)
	if (loan.status === 'REPAID')
		return (
			<p className="rounded-lg bg-green-50 p-3 text-sm text-green-900" data-testid="loan-notice">
				Repaid in full. Its collateral is back in your collateral wallet.
			</p>
		)
	return null
}

function RepayForm({
	loan,
	fundingBalance,
	twoFAEnabled,
	idempotencyKey,
	lastResult,
}: {
	loan: Loan
	fundingBalance: string
	twoFAEnabled: boolean
	idempotencyKey: string
	lastResult: SubmissionResult<string[]> | undefined
}) {
	const refusal = useRoleRefusal('money.move')
	const schema = {
		load: () => import('#app/lib/lending/forms.ts'),
		build: (m: typeof import('#app/lib/lending/forms.ts')) => m.repaySchema(twoFAEnabled, { owed: loan.owed, fundingBalance }),
	}
	const [form, f] = useForm({
		id: `repay-${loan.id}`,
		lastResult,
		schema,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const posted = lastResult?.initialValue as Record<string, string> | undefined
	return (
		<section aria-labelledby="repay-title" className={cardClass('p-6')}>
			<h2 id="repay-title" className="text-lg font-semibold">
				Repay
			</h2>
			<p className="mt-1 text-sm text-gray-600">
				From your USD funding balance, <span data-testid="funding-balance">{usd(fundingBalance)}</span>. Interest is paid first, then the
				principal; repaid in full, the loan closes and its collateral comes back to your collateral wallet.
			</p>
			<RoleRefusal refusal={refusal} className={'mt-4'}>
				<Form method="POST" className="mt-4 flex flex-col gap-1" {...getFormProps(form)}>
					<NumberField
						label="Amount (USD)"
						name="amount"
						id="repay-amount"
						defaultValue={posted?.amount}
						hint={`You owe ${usd(loan.owed)} today.`}
						errors={f.amount.errors}
					/>
					<SecretFields
						id="repay"
						idempotencyKey={idempotencyKey}
						twoFAEnabled={twoFAEnabled}
						pinErrors={f.pin.errors}
						tokenErrors={f.token?.errors}
						keyErrors={f.idempotencyKey.errors}
					/>
					<ErrorList id={form.errorId} errors={form.errors} />
					<div className="flex flex-wrap gap-3">
						<SubmitButton name="intent" value={REPAY_INTENT} pendingLabel="Repaying...">
							Repay
						</SubmitButton>
						<SubmitButton name="intent" value={REPAY_FULL_INTENT} variant="secondary" pendingLabel="Repaying...">
							Repay in full ({usd(loan.owed)})
						</SubmitButton>
					</div>
				</Form>
			</RoleRefusal>
		</section>
	)
}

function Statement({ events, loan }: { events: LoanEvent[]; loan: Loan }) {
	return (
		<DataTable
			caption={`Statement of loan ${loan.reference}, oldest first`}
			rows={events}
			rowKey={(event) => event.id}
			rowProps={(event) => ({ 'data-testid': 'statement-line', 'data-kind': event.kind })}
			columns={[
				{
					key: 'when',
					header: 'When',
					className: 'text-gray-600 sm:whitespace-nowrap',
					cell: (event) => (
						<>
							<span className="block">Day {event.day}</span>
							<span className="text-xs">{formatDateTime(event.createdAt)}</span>
						</>
					),
				},
				{
					key: 'what',
					header: 'What',
					cell: (event) => (
						<>
							<p className="font-medium">{EVENT_LABELS[event.kind]}</p>
							<p className="text-xs text-gray-600">{event.description}</p>
						</>
					),
				},
				{
					key: 'amount',
					header: 'Amount',
					align: 'right',
					className: 'sm:whitespace-nowrap',
					cell: (event) => (event.amount && event.currency ? formatExactMoney(event.amount, event.currency) : '—'),
				},
				{ key: 'owed', header: 'Owed after', align: 'right', className: 'sm:whitespace-nowrap', cell: (event) => usd(owedAfter(event)) },
			]}
		/>
	)
}

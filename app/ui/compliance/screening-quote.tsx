import type { SubmissionResult } from '../kit/form.ts'
import { Form, Link } from '@remix-run/react'
import type { ScreeningQuote } from '#contract/compliance/screening.ts'
import { networkLabel } from '#contract/wallets/networks.ts'
import { TX_TYPE_LABELS } from '#app/lib/compliance/forms.ts'
import { CONFIRM_INTENT, feePhrase, QUOTE_INTENT, TOOLS, toolPath, type ScreeningTool } from '#app/lib/compliance/tools.ts'
import { formatDateTime, formatExactMoney } from '#app/lib/money/format.ts'
import { Button, buttonClass, SubmitButton } from '../kit/button.tsx'
import { ErrorList } from '../kit/field.tsx'
import { cardClass } from '../kit/card.tsx'
import { DataTable, type Column } from '../kit/data-table.tsx'
import { PageHeader } from '../kit/page-header.tsx'

type Props = {
	tool: ScreeningTool
	quote: ScreeningQuote
	usdBalance: string
	payable: boolean
	lastResult?: SubmissionResult<string[]>
}

const usd = (amount: string) => formatExactMoney(amount, 'USD')
const SECTION = cardClass('p-6')
const ALERT = cardClass('p-6 text-sm', 'warning')

const REJECTED_COLUMNS: Column<ScreeningQuote['rejected'][number]>[] = [
	{ key: 'line', header: 'Line', className: 'tabular-nums', cell: (row) => row.line },
	{
		key: 'given',
		header: 'As given',
		className: 'font-mono break-all',
		cell: (row) => [row.network, row.address].filter(Boolean).join(', ') || '(empty)',
	},
	{ key: 'reason', header: 'Reason', cell: (row) => row.reason },
]

/** What the quote will screen, by check. */
function Subject({ quote }: { quote: ScreeningQuote }) {
	const item = quote.items[0]!
	if (quote.check === 'WALLET_BATCH')
		return (
			<div className="mt-3 flex flex-col gap-2">
				<p className="text-sm">
					{`${quote.items.length} address${quote.items.length === 1 ? '' : 'es'} from `}
					<span className="font-semibold">{quote.fileName}</span>
				</p>
				<DataTable
					framed={false}
					testId="quote-rows"
					caption="Addresses to screen"
					rows={quote.items}
					rowKey={(row, index) => row.line ?? index}
					columns={[
						{ key: 'line', header: 'Line', className: 'tabular-nums', cell: (row) => row.line },
						{ key: 'network', header: 'Network', cell: (row) => (row.network ? networkLabel(row.network) : '') },
						{ key: 'address', header: 'Address', className: 'font-mono break-all', cell: (row) => row.address },
					]}
				/>
			</div>
		)
	return (
		<dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]" data-testid="quote-subject">
			{item.network ? (
				<>
					<dt className="text-gray-500">Network</dt>
					<dd>{networkLabel(item.network)}</dd>
				</>
			) : null}
			{item.txId ? (
				<>
					<dt className="text-gray-500">Transaction hash</dt>
					<dd className="font-mono break-all">{item.txId}</dd>
					<dt className="text-gray-500">Type</dt>
					<dd>{item.txType ? TX_TYPE_LABELS[item.txType] : ''}</dd>
				</>
			) : null}
			{item.address ? (
				<>
					<dt className="text-gray-500">Address</dt>
					<dd className="font-mono break-all">{item.address}</dd>
				</>
			) : null}
			{item.name ? (
				<>
					<dt className="text-gray-500">Entity</dt>
					<dd>{item.name}</dd>
					<dt className="text-gray-500">Country</dt>
					<dd>{item.country}</dd>
				</>
			) : null}
		</dl>
	)
}

/** A batch's rows left out, each with its reason (not screened, not charged). */
function Rejected({ quote }: { quote: ScreeningQuote }) {
	if (!quote.rejected.length) return null
	return (
		<section aria-labelledby="rejected-title" className={SECTION}>
			<h2 id="rejected-title" className="font-semibold">
				{`${quote.rejected.length} line${quote.rejected.length === 1 ? '' : 's'} not screened`}
			</h2>
			<p className="mt-1 text-sm text-gray-600">
				These lines of the file are left out and cost nothing. Correct them and upload them again if you need them.
			</p>
			<DataTable
				className="mt-3"
				framed={false}
				testId="quote-rejected"
				caption="Lines not screened, with the reason"
				rows={quote.rejected}
				rowKey={(row) => row.line}
				rowProps={() => ({ 'data-testid': 'rejected-row' })}
				columns={REJECTED_COLUMNS}
			/>
		</section>
	)
}

/**
 * /product/compliance/<tool>/quote/:quoteId: what will be screened, its fee
 * and the USD funding balance it comes from, then 'Confirm and pay', whose
 * form carries the quote's id (the idempotency key). An expired quote offers
 * a new one; a balance short of the fee says so, and nothing can be charged.
 */
export function ScreeningQuoteView({ tool, quote, usdBalance, payable, lastResult }: Props) {
	const count = quote.items.length
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<PageHeader title={<>Confirm the {TOOLS[tool].title.toLowerCase()}</>} />
			<section aria-labelledby="quote-title" className={SECTION}>
				<h2 id="quote-title" className="text-sm font-semibold text-gray-500 uppercase">
					Quote
				</h2>
				<Subject quote={quote} />
				<dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-t border-gray-100 pt-4 text-sm">
					<dt className="text-gray-500">Fee</dt>
					<dd data-testid="quote-fee">
						<span className="font-semibold">{usd(quote.fee)}</span>
						{count > 1 ? (
							<span className="text-gray-600">
								{' '}
								({usd(quote.unitFee)} × {count})
							</span>
						) : null}{' '}
						<span className="text-gray-600">· {feePhrase(tool, quote.unitFee)}</span>
					</dd>
					<dt className="text-gray-500">From</dt>
					<dd>
						Your USD funding balance: <span data-testid="quote-balance">{usd(usdBalance)}</span>
					</dd>
					<dt className="text-gray-500">Quote ID</dt>
					<dd className="font-mono text-xs break-all" data-testid="quote-id">
						{quote.id}
					</dd>
					<dt className="text-gray-500">Valid until</dt>
					<dd>{formatDateTime(quote.expiresAt)}</dd>
				</dl>
			</section>
			<Rejected quote={quote} />
			<QuoteAction tool={tool} quote={quote} usdBalance={usdBalance} payable={payable} lastResult={lastResult} />
		</div>
	)
}

function QuoteAction({ tool, quote, usdBalance, payable, lastResult }: Props) {
	if (quote.status !== 'OPEN') {
		const item = quote.items[0]!
		const fields = {
			network: item.network,
			txId: item.txId,
			txType: item.txType,
			address: item.address,
			name: item.name,
			country: item.country,
		}
		return (
			<section role="alert" className={ALERT} data-testid="quote-expired">
				<h2 className="font-semibold">This quote has expired</h2>
				<p className="mt-1">A quote holds its fee for a short while only. Nothing was charged.</p>
				{quote.check === 'WALLET_BATCH' ? (
					<Link to={toolPath(tool)} className={buttonClass('primary', 'mt-3')}>
						Upload the file again
					</Link>
				) : (
					<Form method="POST" action={toolPath(tool)} className="mt-3">
						{Object.entries(fields).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
						<Button type="submit" name="intent" value={QUOTE_INTENT}>
							Get a new quote
						</Button>
					</Form>
				)}
			</section>
		)
	}
	if (!payable)
		return (
			<section role="alert" className={ALERT} data-testid="fee-unpayable">
				<h2 className="font-semibold">Your USD funding balance cannot pay this fee</h2>
				<p className="mt-1">
					This costs {usd(quote.fee)} and your USD funding balance is {usd(usdBalance)}. Top it up, then come back to this quote. Nothing
					has been charged.
				</p>
				<Link to="/funding-account/USD" className={buttonClass('primary', 'mt-3')}>
					Top up USD
				</Link>
			</section>
		)
	const errors = lastResult?.error?.[''] ?? []
	return (
		<Form method="POST" className={`${SECTION} flex flex-col gap-2`}>
			<input type="hidden" name="intent" value={CONFIRM_INTENT} />
			<input type="hidden" name="quoteId" value={quote.id} />
			<p className="text-sm text-gray-600">
				Confirming screens {quote.check === 'WALLET_BATCH' ? 'these addresses' : 'it'} now and charges {usd(quote.fee)} to your USD funding
				balance, once.
			</p>
			<ErrorList id="confirm-errors" errors={errors} />
			<div>
				<SubmitButton pendingLabel="Screening…">{`Confirm and pay ${usd(quote.fee)}`}</SubmitButton>
			</div>
		</Form>
	)
}

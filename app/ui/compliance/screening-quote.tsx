import { Link } from '@remix-run/react'
import type { ScreeningQuote } from '#contract/compliance/screening.ts'
import { networkLabel } from '#contract/wallets/networks.ts'
import { TX_TYPE_LABELS } from '#app/lib/compliance/form-options.ts'
import { CONFIRM_INTENT, feePhrase, QUOTE_INTENT, TOOLS, toolPath, type ScreeningTool } from '#app/lib/compliance/tools.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { DataTable, type Column } from '../kit/data-table.tsx'
import type { SubmissionResult } from '../kit/form.ts'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { QuoteAgainForm, QuoteConfirm, QuotePayForm, QuoteExpired, QuoteRefusal } from '../kit/quote-confirm.tsx'
import { SummaryList } from '../kit/summary-list.tsx'

type Props = {
	tool: ScreeningTool
	quote: ScreeningQuote
	usdBalance: string
	payable: boolean
	lastResult?: SubmissionResult<string[]>
}

const usd = (amount: string) => <Money value={amount} currency="USD" />
const SECTION = cardClass('p-6')

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
		<SummaryList
			className="mt-3"
			testId="quote-subject"
			items={[
				item.network ? { label: 'Network', value: networkLabel(item.network) } : null,
				...(item.txId
					? [
							{ label: 'Transaction hash', value: <span className="font-mono break-all">{item.txId}</span> },
							{ label: 'Type', value: item.txType ? TX_TYPE_LABELS[item.txType] : '' },
						]
					: []),
				item.address ? { label: 'Address', value: <span className="font-mono break-all">{item.address}</span> } : null,
				...(item.name
					? [
							{ label: 'Entity', value: item.name },
							{ label: 'Country', value: item.country },
						]
					: []),
			]}
		/>
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
		<div className="mx-auto flex max-w-6xl flex-col gap-4">
			<PageHeader title={<>Confirm the {TOOLS[tool].title.toLowerCase()}</>} />
			<QuoteConfirm
				subject={<Subject quote={quote} />}
				figures={[
					{
						label: 'Fee',
						testId: 'quote-fee',
						value: (
							<>
								<span className="font-semibold">{usd(quote.fee)}</span>
								{count > 1 ? (
									<span className="text-gray-600">
										{' '}
										({usd(quote.unitFee)} × {count})
									</span>
								) : null}{' '}
								<span className="text-gray-600">· {feePhrase(tool, quote.unitFee)}</span>
							</>
						),
					},
					{
						label: 'From',
						value: (
							<>
								Your USD funding balance: <span data-testid="quote-balance">{usd(usdBalance)}</span>
							</>
						),
					},
				]}
				quoteId={quote.id}
				expiresAt={quote.expiresAt}
				after={<Rejected quote={quote} />}
			>
				<QuoteAction tool={tool} quote={quote} usdBalance={usdBalance} payable={payable} lastResult={lastResult} />
			</QuoteConfirm>
		</div>
	)
}

function QuoteAction({ tool, quote, usdBalance, payable, lastResult }: Props) {
	if (quote.status !== 'OPEN') {
		const item = quote.items[0]!
		return (
			<QuoteExpired
				actions={
					quote.check === 'WALLET_BATCH' ? (
						<Link to={toolPath(tool)} className={buttonClass('primary')}>
							Upload the file again
						</Link>
					) : (
						<QuoteAgainForm
							action={toolPath(tool)}
							fields={{
								network: item.network,
								txId: item.txId,
								txType: item.txType,
								address: item.address,
								name: item.name,
								country: item.country,
							}}
							intent={{ name: 'intent', value: QUOTE_INTENT }}
						/>
					)
				}
			>
				A quote holds its fee for a short while only. Nothing was charged.
			</QuoteExpired>
		)
	}
	if (!payable)
		return (
			<QuoteRefusal
				title="Your USD funding balance cannot pay this fee"
				testId="fee-unpayable"
				actions={
					<Link to="/funding-account/USD" className={buttonClass('primary')}>
						Top up USD
					</Link>
				}
			>
				<p>
					This costs {usd(quote.fee)} and your USD funding balance is {usd(usdBalance)}. Top it up, then come back to this quote. Nothing
					has been charged.
				</p>
			</QuoteRefusal>
		)
	return (
		<QuotePayForm
			quoteId={quote.id}
			intent={CONFIRM_INTENT}
			errors={lastResult?.error?.[''] ?? []}
			submitLabel={<>Confirm and pay {usd(quote.fee)}</>}
			pendingLabel="Screening…"
		>
			<p>
				Confirming screens {quote.check === 'WALLET_BATCH' ? 'these addresses' : 'it'} now and charges {usd(quote.fee)} to your USD funding
				balance, once.
			</p>
		</QuotePayForm>
	)
}

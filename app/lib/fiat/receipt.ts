import { feeRuleText } from '#contract/fiat/fee-rule.ts'
import type { Payout } from '#contract/fiat/payouts.ts'
import { formatDateTime, formatExactMoney } from '../money/format.ts'
import { isFinalTransferStatus, transferStatusLabel } from '../money/transfer-status.ts'

/**
 * A payout's receipt, as rows of label and value: what the receipt page
 * shows and what its PDF prints, from this one function, so the two never
 * disagree on a figure. Amounts are exact and carry their currency's code
 * (a code prints in any font; '₦' does not), the status reads as docs/product/money.md#one-ledger
 * says ('Successful' for ITF_COMPLETED), and each status has its time.
 */

export type ReceiptRow = { label: string; value: string; key: string }
export type ReceiptSection = { title: string; rows: ReceiptRow[] }

const SERVICE_NAMES = { FCAT: 'Fiat wallet (FCAT)', PAYMENT: 'Payment' } as const

/** Where the money went, named the way its method names it. */
function accountRows(payout: Payout): ReceiptRow[] {
	const b = payout.beneficiary
	const rows: ReceiptRow[] = []
	if (b.iban) rows.push({ key: 'iban', label: 'IBAN', value: b.iban })
	if (b.bic) rows.push({ key: 'bic', label: 'BIC', value: b.bic })
	if (b.routingNumber) rows.push({ key: 'routing', label: 'Routing number', value: b.routingNumber })
	if (b.accountNumber) rows.push({ key: 'account', label: 'Account number', value: b.accountNumber })
	if (b.mobileNumber) rows.push({ key: 'mobile', label: 'Mobile number', value: b.mobileNumber })
	return rows
}

export function receiptSections(payout: Payout): ReceiptSection[] {
	const money = (amount: string) => formatExactMoney(amount, payout.currency)
	const b = payout.beneficiary
	const status = transferStatusLabel(payout.status)
	const times: ReceiptRow[] = [{ key: 'submitted', label: 'Submitted', value: formatDateTime(payout.createdAt) }]
	if (payout.processingAt) times.push({ key: 'processing', label: 'Sent to the bank', value: formatDateTime(payout.processingAt) })
	if (payout.completedAt)
		times.push({ key: 'completed', label: transferStatusLabel('ITF_COMPLETED'), value: formatDateTime(payout.completedAt) })
	if (payout.failedAt) times.push({ key: 'failed', label: transferStatusLabel('ITF_FAILED'), value: formatDateTime(payout.failedAt) })
	if (payout.reason) times.push({ key: 'reason', label: 'Reason', value: payout.reason })
	if (payout.status === 'ITF_FAILED') times.push({ key: 'returned', label: 'Returned to your balance', value: money(payout.total) })
	return [
		{
			title: 'Payout',
			rows: [
				{ key: 'reference', label: 'Reference', value: payout.reference },
				{ key: 'status', label: 'Status', value: status },
				{ key: 'amount', label: 'Amount', value: money(payout.amount) },
				{ key: 'fee', label: 'Fee', value: `${money(payout.fee)} (${feeRuleText(payout.feeRule, payout.currency)})` },
				{ key: 'total', label: 'Total', value: money(payout.total) },
				...(payout.narration ? [{ key: 'narration', label: 'Narration', value: payout.narration }] : []),
			],
		},
		{
			title: 'Beneficiary',
			rows: [
				{ key: 'beneficiary', label: 'Name', value: b.name },
				{ key: 'account-name', label: 'Account name', value: b.accountName },
				{ key: 'bank', label: b.mobileNumber ? 'Mobile money' : 'Bank', value: b.bankName },
				...accountRows(payout),
				...(b.country ? [{ key: 'country', label: 'Country', value: b.country }] : []),
			],
		},
		{ title: 'Status', rows: times },
		{
			title: 'Confirmed by',
			rows: [
				{ key: 'confirmed-by', label: 'Name', value: payout.confirmedBy.name },
				{ key: 'confirmed-email', label: 'E-mail', value: payout.confirmedBy.email },
			],
		},
		{
			title: 'Identifiers',
			rows: [
				{ key: 'payout-id', label: 'Payout ID', value: payout.id },
				{ key: 'quote-id', label: 'Quote ID', value: payout.quoteId },
				{ key: 'service', label: 'Service', value: SERVICE_NAMES[payout.service] },
			],
		},
	]
}

export const isFinalPayout = (payout: Pick<Payout, 'status'>) => isFinalTransferStatus(payout.status)

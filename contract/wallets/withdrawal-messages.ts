import { formatMoney } from '../money/format.ts'

// Apart from the withdrawal schemas of withdrawals.ts so that the quote page's words load no zod (docs/decisions/120-light-forms.md).
export const WITHDRAWAL_API_MESSAGES = {
	quoteNotFound: 'No withdrawal quote with this id',
	withdrawalNotFound: 'No withdrawal with this id',
	addressNotFound: 'No saved withdrawal address with this id',
	addressRequired: 'Choose a saved address or enter a new one',
	addressOtherNetwork: (networkLabel: string) => `This saved address is not on ${networkLabel}`,
	saveSavedAddress: 'Only a new address can be saved: this one is saved already',
	amountRequired: 'Enter an amount, or choose Max',
	belowMinimum: (minimum: string, asset: string, networkLabel: string) =>
		`The minimum withdrawal of ${asset} on ${networkLabel} is ${formatMoney(minimum, asset)}`,
	insufficientBalance: (balance: string, asset: string, networkLabel: string) =>
		`Amount and fees are more than this wallet's balance on ${networkLabel}: ${formatMoney(balance, asset)}`,
	quoteExpired: 'This quote has expired: ask for a new one',
	quoteCreated: 'Withdrawal quote',
	created: 'Withdrawal submitted',
	replayed: 'This quote was already confirmed: here is its withdrawal',
	blacklisted: 'This address is on the blacklist: the withdrawal was refused. The $5.00 blacklist check fee was charged.',
	blacklistFeeUnpaid:
		'The blacklist check on withdrawal is on and its $5.00 fee cannot be paid from your USD funding balance: top it up or turn the check off. Nothing was charged.',
	final: (status: string) => `This withdrawal is already ${status}`,
} as const

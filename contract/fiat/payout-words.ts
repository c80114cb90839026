// Apart from the payout schemas of payouts.ts so that the quote page's question loads no zod (docs/decisions/120-light-forms.md).

/** 'You sent this 4 minutes ago. Send again?' */
export function recentPayoutQuestion(minutesAgo: number) {
	const when = minutesAgo < 1 ? 'less than a minute' : minutesAgo === 1 ? '1 minute' : `${minutesAgo} minutes`
	return `You sent this ${when} ago. Send again?`
}

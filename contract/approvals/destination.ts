import type { ApprovalTarget } from './api.ts'

/** Where the money goes, in a line (the list, the e-mail, the toasts). */
export function approvalDestination(to: ApprovalTarget) {
	switch (to.kind) {
		case 'PAYOUT':
			return to.beneficiary.name
		case 'WITHDRAWAL':
			return `${to.address} (${to.network})`
		case 'TRANSFER':
			return `${to.accountName}, ${to.bankName} ${to.accountNumber}`
		case 'BULK':
			return `${to.rowCount} ${to.rowCount === 1 ? 'row' : 'rows'} of ${to.fileName}`
	}
}

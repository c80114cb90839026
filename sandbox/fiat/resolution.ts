import { createHash } from 'node:crypto'
import { ibanParts } from '#contract/fiat/account-checks.ts'
import { BENEFICIARY_ERROR_CODES, BENEFICIARY_MESSAGES, destinationOf, type BeneficiaryDetails } from '#contract/fiat/beneficiaries.ts'
import { findOperator } from '#contract/fiat/beneficiary-labels.ts'
import type { Bank } from '#contract/money/transfers.ts'
import { refuse, type Refusal } from '../http/refusal.ts'
import { findBank, resolveAccountName } from '../ledger/banks.ts'

/**
 * A beneficiary's bank and the holder's name, as the sandbox's banks answer
 * a name enquiry (the local transfers' bank list and name rule,
 * sandbox/ledger/banks.ts): a bank from the currency's list (EUR by BIC, GBP
 * by the IBAN's sort code, USD by routing number, mobile money by operator),
 * and a number (account number, IBAN or mobile number) ending in 0000 has no
 * account. A business's account answers a company's name.
 */

export type Resolution = { ok: true; bank: Bank; accountName: string; destination: string } | Refusal
const unknownBank = (message: string, field: string) => refuse(400, message, { code: BENEFICIARY_ERROR_CODES.unknownBank, field })

/** The bank (or operator) the details name, or the refusal naming the field that named it. */
function bankOf(details: BeneficiaryDetails): { ok: true; bank: Bank } | Extract<Resolution, { ok: false }> {
	const { currency } = details
	if (details.method === 'MOBILE_MONEY') {
		const operator = findOperator(currency, details.mobileOperator ?? '')
		return operator
			? { ok: true, bank: { code: operator.code, name: operator.name, currency } }
			: unknownBank(BENEFICIARY_MESSAGES.operator, 'mobileOperator')
	}
	if (details.method === 'IBAN') {
		const byBic = currency === 'EUR'
		const key = byBic ? (details.bic ?? '').slice(0, 8) : ibanParts(details.iban ?? '').branch
		const bank = findBank(currency, key)
		if (bank) return { ok: true, bank }
		return byBic ? unknownBank(BENEFICIARY_MESSAGES.unknownBic, 'bic') : unknownBank(BENEFICIARY_MESSAGES.unknownSortCode, 'iban')
	}
	const field = details.method === 'US_ACCOUNT' ? 'routingNumber' : 'bankCode'
	const bank = findBank(currency, details.bankCode ?? '')
	return bank ? { ok: true, bank } : unknownBank(BENEFICIARY_MESSAGES.unknownBank, field)
}

const COMPANY_WORDS = ['Trading', 'Logistics', 'Foods', 'Holdings', 'Ventures', 'Textiles', 'Energy', 'Agro']

/** A company's name from its account: the bank's holder name rule gives the family name, the number the trade. */
function companyName(personName: string, identifier: string) {
	const family = personName.split(' ').at(-1)!
	const word = COMPANY_WORDS[createHash('sha256').update(identifier).digest()[0]! % COMPANY_WORDS.length]
	return `${family} ${word} Ltd`
}

/**
 * Test accounts whose holder the sandbox's banks name outright, so that each
 * answer of confirmation of payee (record 109) can be met with the scenario's
 * beneficiaries (docs/product/fiat.md): Ada Okafor's and Eze Foods' NGN
 * accounts match, Kwame Mensah's USD account is a close match (a middle
 * initial), BNP Paribas's EUR account is held by Seine Transports S.A.,
 * and every other account keeps the rule (so the seeded 'Rhein
 * Logistics GmbH' is held by 'Otieno Foods Ltd': no match).
 */
const NAMED_HOLDERS: Readonly<Record<string, string>> = {
	'NGN|058|0123456785': 'Ada Okafor',
	'NGN|044|1234567895': 'Eze Foods Limited',
	'USD|021000021|123456789': 'Kwame A. Mensah',
	'KES|MPESA|+254712345678': 'Wanjiru Kamau',
	'EUR|BNPAFRPP|FR1420041010050500013M02606': 'Seine Transports S.A.',
}

export function resolveBeneficiary(details: BeneficiaryDetails): Resolution {
	const found = bankOf(details)
	if (!found.ok) return found
	const identifier = details.iban ?? details.mobileNumber ?? details.accountNumber ?? ''
	const field = details.iban ? 'iban' : details.mobileNumber ? 'mobileNumber' : 'accountNumber'
	const person = resolveAccountName(found.bank, identifier)
	if (!person) return refuse(422, BENEFICIARY_MESSAGES.accountNotFound, { code: BENEFICIARY_ERROR_CODES.accountNotFound, field })
	const named = NAMED_HOLDERS[`${details.currency}|${found.bank.code}|${identifier}`]
	const accountName = named ?? (details.kind === 'BUSINESS' ? companyName(person, identifier) : person)
	const destination = destinationOf({
		bankName: found.bank.name,
		accountNumber: details.accountNumber,
		iban: details.iban,
		mobileNumber: details.mobileNumber,
	})
	return { ok: true, bank: found.bank, accountName, destination }
}

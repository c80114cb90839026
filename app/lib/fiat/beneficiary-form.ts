import { z } from 'zod'
import { beneficiaryFields } from '#contract/fiat/beneficiaries.ts'
import type { BeneficiaryRequest } from '#contract/fiat/beneficiary-checks.ts'
import type { BeneficiaryKind } from '#contract/fiat/beneficiary-labels.ts'
import { checkBeneficiaryWith, type TableChecks } from '#contract/fiat/beneficiary-rules.ts'
import type { FiatCurrency } from '#contract/money/currencies.ts'
import { FIAT_INTENTS } from './labels.ts'

/**
 * The beneficiary forms (/fiat/create-individual-beneficiary and
 * /fiat/create-business-beneficiary, `?currency=`): one schema for the
 * browser (conform) and the server, the contract's own rules
 * (contract/fiat/beneficiaries.ts: every check and checksum; in the browser
 * the IBAN, BIC and mobile number checks once their field has loaded them,
 * record 113). 'Check
 * account' asks the bank for the holder's name and shows it; 'Save' keeps
 * the beneficiary (the provider asks the bank again).
 */

export const BENEFICIARY_FORM_FIELDS = [
	'method',
	'firstName',
	'lastName',
	'businessName',
	'email',
	'description',
	'paymentBeneficiaryType',
	'isContractSigned',
	'bankCode',
	'accountNumber',
	'routingNumber',
	'iban',
	'bic',
	'mobileOperator',
	'mobileNumber',
	'country',
	'confirmNameMismatch',
] as const
export type BeneficiaryFormFields = Record<(typeof BENEFICIARY_FORM_FIELDS)[number], string>

export type BankRule = { code: string; name: string }

/**
 * Where the form is shown: its path, what its URL says beyond `currency`
 * (the Payment service's names the kind: `kind=BUSINESS`) and its 'Back'.
 * The Fiat wallet's and the Payment service's forms are this one form.
 */
export type BeneficiaryPlace = { path: string; params: Record<string, string>; back: string }

/**
 * The form for one kind and currency (both from its URL). `banks` are the
 * currency's banks: a chosen bank must be one of them (null on the server,
 * where the provider checks it). `checks` are the IBAN, BIC and mobile
 * number checks (contract/fiat/account-checks.ts): always on the server, in
 * the browser once loaded (app/lib/fiat/table-checks.ts), null before.
 */
export function beneficiaryFormSchema(
	kind: BeneficiaryKind,
	currency: FiatCurrency,
	banks: readonly BankRule[] | null,
	checks: TableChecks | null,
) {
	const { kind: _kind, currency: _currency, ...fields } = beneficiaryFields
	return z
		.object({
			...fields,
			intent: z.string().optional(),
			next: z.string().optional(),
			isContractSigned: z.literal('on').optional(),
			// Confirmation of payee (record 109): ticked to save an account the bank says someone else holds.
			confirmNameMismatch: z.literal('on').optional(),
		})
		.transform((value, ctx) => {
			const { intent, next, isContractSigned, confirmNameMismatch, ...fields } = value
			const details = checkBeneficiaryWith(checks, { ...fields, kind, currency }, ctx)
			if (!details) return z.NEVER
			const banked = details.method === 'NUBAN' || details.method === 'BANK_ACCOUNT'
			if (banks && banked && !banks.some((bank) => bank.code === details.bankCode)) {
				ctx.addIssue({ code: 'custom', path: ['bankCode'], message: 'Choose a bank from the list' })
				return z.NEVER
			}
			const request: BeneficiaryRequest = {
				...fields,
				kind,
				currency,
				method: details.method,
				isContractSigned: isContractSigned === 'on',
				...(confirmNameMismatch === 'on' ? { confirmNameMismatch: true } : {}),
			}
			return { intent: intent ?? FIAT_INTENTS.checkAccount, next, request }
		})
}

/** The form's fields read from a URL or a posted form, as typed (checked later by the schema). */
export function readBeneficiaryFields(params: URLSearchParams | FormData): BeneficiaryFormFields {
	const fields = {} as BeneficiaryFormFields
	for (const name of BENEFICIARY_FORM_FIELDS) {
		const value = params.get(name)
		fields[name] = (typeof value === 'string' ? value : '').slice(0, 200)
	}
	return fields
}

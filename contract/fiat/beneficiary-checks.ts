import { z } from 'zod'
import * as accountChecks from './account-checks.ts'
import { beneficiaryFields, type BeneficiaryDetails, type BeneficiaryFieldValues } from './beneficiaries.ts'
import { checkBeneficiaryWith } from './beneficiary-rules.ts'

/**
 * The checks of a beneficiary's details (contract/fiat/beneficiaries.ts),
 * apart from its shapes: they carry the IBAN rules and the numbering plans
 * of the mobile money countries (contract/fiat/account-checks.ts), which
 * only the beneficiary forms and the provider need, so the other fiat pages
 * do not load them; the forms load them when a field needs them
 * (contract/fiat/beneficiary-rules.ts, record 113).
 */

/** Every rule of a beneficiary's details, every check included: the provider's and the dashboard server's. */
export const checkBeneficiary = (value: BeneficiaryFieldValues, ctx: z.RefinementCtx): BeneficiaryDetails | null =>
	checkBeneficiaryWith(accountChecks, value, ctx)

/** The API's request: the fields, isContractSigned a boolean (as a withdrawal address: docs/product/settings.md#saved-wallet-addresses), every rule checked. */
export const beneficiaryRequestSchema = z
	.object({
		...beneficiaryFields,
		isContractSigned: z.boolean({
			required_error: 'isContractSigned is required',
			invalid_type_error: 'isContractSigned must be true or false',
		}),
		/** Save it although the bank names another holder (confirmation of payee, record 109). */
		confirmNameMismatch: z.boolean({ invalid_type_error: 'confirmNameMismatch must be true or false' }).optional(),
	})
	.transform((value, ctx) => {
		const details = checkBeneficiary(value, ctx)
		return details
			? { ...details, isContractSigned: value.isContractSigned, confirmNameMismatch: value.confirmNameMismatch === true }
			: z.NEVER
	})
export type BeneficiaryRequest = z.input<typeof beneficiaryRequestSchema>
export type CheckedBeneficiary = z.output<typeof beneficiaryRequestSchema>

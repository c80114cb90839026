import { z } from 'zod'
import { customerEmailSchema, GOV_NUMBER_RULES, otpCodeSchema, phoneSchema } from '#contract/compliance/kyc-checks.ts'
import { GOV_CHECK_KINDS, type GovCheckKind } from '#contract/compliance/kyc-flow-labels.ts'
import { ID_DOCUMENT_TYPES } from '#contract/compliance/kyc-verification-labels.ts'

/**
 * The public KYC form (`/kyc-form?flow=<id>`): one page whose content is the
 * verification's current step, each step a plain form post with its intent.
 * Files come as multipart; the rest urlencoded.
 */

export const KYC_FORM_INTENTS = ['start', 'send-code', 'verify-code', 'upload-document', 'upload-selfie', 'check-id'] as const
export type KycFormIntent = (typeof KYC_FORM_INTENTS)[number]
export const kycFormIntentSchema = z.enum(KYC_FORM_INTENTS)
export const KYC_FORM_FIELDS = ['channel', 'to', 'code', 'documentType', 'document', 'selfie', 'kind', 'number'] as const

export const KYC_FORM_MESSAGES = {
	noFlow: 'This page needs the KYC link you were sent: open it again, or ask whoever sent it for a new one',
	expired: 'This verification has expired. Start again.',
	chooseKind: 'Choose which number to check',
	unknownIntent: 'Choose what to do on this step',
} as const

export const sendCodeSchema = (channel: 'phone' | 'email') => z.object({ to: channel === 'phone' ? phoneSchema : customerEmailSchema })
export const verifyCodeSchema = z.object({ code: otpCodeSchema })
export const documentTypeSchema = z.object({
	documentType: z.enum(ID_DOCUMENT_TYPES, { errorMap: () => ({ message: 'Choose the kind of ID document' }) }),
})

/** The government check's form: the kind (one of those the flow offers) and its number, in the kind's format. */
export function checkIdSchema(offered: readonly GovCheckKind[]) {
	return z
		.object({
			kind: z
				.string({ required_error: KYC_FORM_MESSAGES.chooseKind })
				.trim()
				.toUpperCase()
				.pipe(z.enum(GOV_CHECK_KINDS, { errorMap: () => ({ message: KYC_FORM_MESSAGES.chooseKind }) })),
			number: z.string({ required_error: 'Enter the number' }).transform((value) => value.replace(/\s/g, '').toUpperCase()),
		})
		.superRefine((value, ctx) => {
			if (!offered.includes(value.kind)) ctx.addIssue({ code: 'custom', path: ['kind'], message: KYC_FORM_MESSAGES.chooseKind })
			else if (!GOV_NUMBER_RULES[value.kind].pattern.test(value.number))
				ctx.addIssue({ code: 'custom', path: ['number'], message: GOV_NUMBER_RULES[value.kind].message })
		})
}

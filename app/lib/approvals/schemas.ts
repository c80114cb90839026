import { z } from 'zod'
import { approvalRuleRequestSchema, rejectRequestSchema } from '#contract/approvals/api.ts'
import { otpCodeSchema, pinSchema } from '#contract/settings/credentials.ts'

/** Approvals' forms (docs/product/approvals.md): the same schemas in the browser and on the server. */
export const APPROVAL_INTENTS = ['approve', 'reject'] as const
export type ApprovalIntent = (typeof APPROVAL_INTENTS)[number]
export const approvalIntents = z.enum(APPROVAL_INTENTS)

/** Approve: the approver's own PIN and, with 2FA on, their code (the quote confirmation's fields). */
export function approveFormSchema(twoFAEnabled: boolean) {
	return z.object({ intent: z.string().optional(), pin: pinSchema('PIN'), ...(twoFAEnabled ? { token: otpCodeSchema('The code') } : {}) })
}

/** Reject: a reason, required. */
export const rejectFormSchema = rejectRequestSchema

/** A rule per currency and kind; an empty amount removes it (the provider's own schema). */
export const ruleFormSchema = approvalRuleRequestSchema

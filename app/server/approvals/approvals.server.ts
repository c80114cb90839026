import { parseWithZod } from '@conform-to/zod'
import { APPROVAL_ID, APPROVAL_KIND_NOUNS, APPROVAL_MESSAGES, approvalDestination, type ApprovalRequest } from '#contract/approvals/api.ts'
import type { CryptoAsset, FiatCurrency } from '#contract/money/currencies.ts'
import { formatExactMoney } from '#contract/money/format.ts'
import { APPROVAL_RULES_PATH, approvalPath } from '#app/lib/approvals/paths.ts'
import { approvalIntents, approveFormSchema, rejectFormSchema, ruleFormSchema } from '#app/lib/approvals/schemas.ts'
import { receiptPath } from '#app/lib/fiat/labels.ts'
import { batchPath } from '#app/lib/payments/labels.ts'
import { SECRET_FIELDS } from '#app/lib/reply.ts'
import { roleRefusal } from '#app/lib/team/refusals.ts'
import { withdrawalPath } from '#app/lib/wallets/withdraw-fields.ts'
import {
	readIntent,
	replyForm,
	replyProviderError,
	replyUnknownIntent,
	submitToProvider,
	withAttemptsLeft,
} from '../action-reply.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'

/**
 * Two keys for money (docs/product/approvals.md, record 134): the list, a
 * request's page with its decisions, and Settings → Approval rules. One
 * provider round trip per page: the profile (the layout's) beside the one call.
 */

const notFound = () => {
	throw new Response(APPROVAL_MESSAGES.notFound, { status: 404 })
}

/** Another business's request (or none) is the 404 page on every call, a decision as much as a read. */
const notFoundOn404 = (error: unknown): never => {
	if (error instanceof ProviderError && error.status === 404) notFound()
	throw error
}

/** The id in the URL, or a 404 (never a call for an id the provider cannot have made). */
export function requireApprovalId(value: string | undefined) {
	return value && APPROVAL_ID.test(value) ? value : notFound()
}

/** /approvals: pending first, then decided. */
export async function loadApprovalsPage(_request: Request, user: User) {
	const [profile, requests] = await Promise.all([user.profile, user.api.approvals.list()])
	return { requests, you: profile.member.email }
}

/** What the signed-in member may do with this request, or why not (the provider checks it again). */
function decisionState(request: ApprovalRequest, email: string, role: Parameters<typeof roleRefusal>[0]) {
	if (request.status !== 'PENDING') return { canDecide: false, why: null }
	if (request.requestedBy.email === email)
		return {
			canDecide: false,
			why: `You asked for this ${APPROVAL_KIND_NOUNS[request.kind]}: another member must approve or reject it.`,
		}
	const refused = roleRefusal(role, 'approvals.decide')
	return refused ? { canDecide: false, why: refused } : { canDecide: true, why: null }
}

/** The page of what an approval sent, worked out here so the request's page imports no kind's paths. */
function sentLink(request: ApprovalRequest) {
	const id = request.movementId
	if (!id) return null
	const currency = request.currency
	switch (request.kind) {
		case 'PAYOUT':
			return { to: receiptPath({ currency: currency as FiatCurrency, id, service: 'FCAT' }), label: 'Open the receipt' }
		case 'WITHDRAWAL':
			return { to: withdrawalPath(currency as CryptoAsset, id), label: 'Open the withdrawal' }
		case 'TRANSFER':
			return { to: `/local-transfers/${encodeURIComponent(id)}`, label: 'Open the transfer' }
		case 'BULK':
			return { to: batchPath(id), label: 'Open the bulk payout' }
	}
}

/** /approvals/:id: the request, what to decide and with what (PIN set? 2FA on?). */
export async function loadApprovalPage(_request: Request, user: User, idParam: string | undefined) {
	const id = requireApprovalId(idParam)
	const [profile, request] = await Promise.all([user.profile, user.api.approvals.get(id).catch(notFoundOn404)])
	return {
		request,
		sent: sentLink(request),
		pinExists: profile.pinExists,
		twoFAEnabled: profile.twoFAEnabled,
		...decisionState(request, profile.member.email, profile.member.role),
	}
}

/** The request page's posts: approve (PIN, code) or reject (a reason); a refusal is said on its form. */
export async function handleApprovalAction(request: Request, user: User, idParam: string | undefined) {
	const id = requireApprovalId(idParam)
	const [form, profile] = await Promise.all([request.formData(), user.profile])
	const intent = readIntent(form, approvalIntents)
	if (intent === 'approve') {
		const submission = parseWithZod(form, { schema: approveFormSchema(profile.twoFAEnabled) })
		if (submission.status !== 'success') return replyForm(intent, submission.reply({ hideFields: SECRET_FIELDS }))
		const token = 'token' in submission.value ? (submission.value.token as string) : undefined
		let approved: ApprovalRequest
		try {
			approved = await user.api.approvals.approve(id, { pin: submission.value.pin, token })
		} catch (error) {
			if (error instanceof ProviderError && error.status === 404) notFound()
			const reply = replyProviderError(intent, submission, withAttemptsLeft(error), SECRET_FIELDS, { hideFields: SECRET_FIELDS })
			if (!reply) throw error
			return reply
		}
		return redirectWithToast(approvalPath(id), {
			type: 'success',
			title: 'Approved',
			description: `${formatExactMoney(approved.amount, approved.currency)} to ${approvalDestination(approved.to)} is on its way.`,
		})
	}
	if (intent === 'reject') {
		const submission = parseWithZod(form, { schema: rejectFormSchema })
		if (submission.status !== 'success') return replyForm(intent, submission.reply())
		const refused = await submitToProvider(intent, submission, ['reason'], () =>
			user.api.approvals.reject(id, submission.value).catch(notFoundOn404),
		)
		if (refused) return refused
		return redirectWithToast(approvalPath(id), { type: 'success', title: 'Rejected', description: APPROVAL_MESSAGES.rejected })
	}
	return replyUnknownIntent('Approve the request, or reject it with a reason.')
}

/** Settings → Approval rules: the rules, and whether the signed-in role may change them. */
export async function loadApprovalRulesPage(_request: Request, user: User) {
	const [profile, rules] = await Promise.all([user.profile, user.api.approvals.listRules()])
	return { rules, rulesRefusal: roleRefusal(profile.member.role, 'approvals.rules') }
}

/** One rule's post: set, or (an empty amount) remove. */
export async function handleApprovalRulesAction(request: Request, user: User) {
	const form = await request.formData()
	const submission = parseWithZod(form, { schema: ruleFormSchema })
	if (submission.status !== 'success') return replyForm('rule', submission.reply())
	const refused = await submitToProvider('rule', submission, ['amount', 'currency', 'kind'], () =>
		user.api.approvals.setRule(submission.value),
	)
	if (refused) return refused
	const { kind, currency, amount } = submission.value
	const things = `${currency} ${APPROVAL_KIND_NOUNS[kind]}s`
	return redirectWithToast(APPROVAL_RULES_PATH, {
		type: 'success',
		title: amount === null ? APPROVAL_MESSAGES.ruleRemoved : APPROVAL_MESSAGES.ruleSaved,
		description:
			amount === null
				? `${things} go without a second member's approval.`
				: `${things} of ${formatExactMoney(amount, currency)} or more wait for a second member's approval.`,
	})
}

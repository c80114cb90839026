import { DOCUMENT_LABELS, type OnboardingKind } from '#contract/onboarding/options.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import { sendMessage, type MessageContext } from '../outbox/outbox.ts'

/**
 * The e-mails of onboarding: received on submit, and the outcome of each
 * review (approved, or what was rejected and why). Always sent: no e-mail
 * preference covers onboarding.
 */

const check = (kind: OnboardingKind) => (kind === 'KYB' ? 'KYB' : 'KYC')

export const submittedSubject = (kind: OnboardingKind) => `We received your ${check(kind)} submission`
export const approvedSubject = (kind: OnboardingKind) => (kind === 'KYB' ? 'Your business is verified' : 'Your identity is verified')
export const rejectedSubject = (kind: OnboardingKind) => `Some ${check(kind)} documents were rejected`

export async function sendSubmittedNotice(ctx: MessageContext, integrator: IntegratorRow, kind: OnboardingKind) {
	await sendMessage(ctx, {
		channel: 'email',
		to: integrator.email,
		subject: submittedSubject(kind),
		text: [
			`Hello ${integrator.firstName},`,
			'',
			`Thank you: your ${check(kind)} information and documents are now in review. We will e-mail you when the review is done.`,
		].join('\n'),
		links: [],
	})
}

export type RejectedItem =
	{ kind: 'document'; name: keyof typeof DOCUMENT_LABELS; reason: string } | { kind: 'shareholder'; name: string; reason: string }

export async function sendReviewNotice(ctx: MessageContext, integrator: IntegratorRow, kind: OnboardingKind, rejected: RejectedItem[]) {
	if (rejected.length === 0) {
		await sendMessage(ctx, {
			channel: 'email',
			to: integrator.email,
			subject: approvedSubject(kind),
			text: [
				`Hello ${integrator.firstName},`,
				'',
				`Your ${check(kind)} review is complete and everything was approved: your account is now verified.`,
			].join('\n'),
			links: [],
		})
		return
	}
	const lines = rejected.map((item) =>
		item.kind === 'document' ? `- ${DOCUMENT_LABELS[item.name]}: ${item.reason}` : `- Shareholder ${item.name}: ${item.reason}`,
	)
	await sendMessage(ctx, {
		channel: 'email',
		to: integrator.email,
		subject: rejectedSubject(kind),
		text: [
			`Hello ${integrator.firstName},`,
			'',
			`We reviewed your ${check(kind)} submission. These items need your attention:`,
			...lines,
			'',
			'Open your dashboard, choose Review & Resubmit, fix these items and submit again. Everything else stays as it is.',
		].join('\n'),
		links: [],
	})
}

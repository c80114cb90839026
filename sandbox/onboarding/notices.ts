import { DASHBOARD_HOME_PATH, reviewPagePath, reviewParts } from '#contract/onboarding/links.ts'
import { DOCUMENT_LABELS, type OnboardingKind } from '#contract/onboarding/options.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import type { SandboxContext } from '../context.ts'
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

/** The dashboard's origin from SANDBOX_DASHBOARD_URL (or the server option), without a trailing slash; null when unset. */
export const dashboardOrigin = (url: string | null | undefined) => (url ? url.replace(/\/+$/, '') : null)

/** What a review e-mail needs beside sending: where the dashboard is, for its link. */
export type ReviewNoticeContext = MessageContext & Pick<SandboxContext, 'dashboardUrl'>

/**
 * The outcome of one review: approved (a link to the dashboard's home, which
 * now says the account is verified), or what was rejected and why (a link to
 * the review page of those items, the very URL of the dashboard card's
 * 'Review & Resubmit', built by the same function). The link is in `links`
 * (the mailbox makes it clickable) and in the text, as the login e-mail's is.
 * A sandbox that does not know the dashboard's address (run on its own,
 * without SANDBOX_DASHBOARD_URL) sends no link and says in words where to
 * go: a guessed origin (localhost:3000) would be a broken link for anyone
 * whose dashboard is elsewhere, and an e-mail cannot hold a relative one.
 */
export async function sendReviewNotice(
	ctx: ReviewNoticeContext,
	integrator: IntegratorRow,
	kind: OnboardingKind,
	rejected: RejectedItem[],
) {
	const linkTo = (path: string) => (ctx.dashboardUrl ? `${ctx.dashboardUrl}${path}` : null)
	if (rejected.length === 0) {
		const link = linkTo(DASHBOARD_HOME_PATH)
		await sendMessage(ctx, {
			channel: 'email',
			to: integrator.email,
			subject: approvedSubject(kind),
			text: [
				`Hello ${integrator.firstName},`,
				'',
				`Your ${check(kind)} review is complete and everything was approved: your account is now verified.`,
				...(link ? ['', 'Open your dashboard:', link] : []),
			].join('\n'),
			links: link ? [link] : [],
		})
		return
	}
	const lines = rejected.map((item) =>
		item.kind === 'document' ? `- ${DOCUMENT_LABELS[item.name]}: ${item.reason}` : `- Shareholder ${item.name}: ${item.reason}`,
	)
	const parts = reviewParts({
		documents: rejected.some((item) => item.kind === 'document'),
		shareholders: rejected.some((item) => item.kind === 'shareholder'),
	})
	const link = linkTo(reviewPagePath(kind, parts))
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
			...(link
				? [
						'Fix these items and submit again on your review page (Review & Resubmit on your dashboard). Everything else stays as it is:',
						link,
					]
				: ['Open your dashboard, choose Review & Resubmit, fix these items and submit again. Everything else stays as it is.']),
		].join('\n'),
		links: link ? [link] : [],
	})
}

import type { KycVerification } from '#contract/compliance/kyc-verifications.ts'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import { formatMoney } from '#contract/money/format.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import type { SandboxContext } from '../context.ts'
import { raiseEvent } from '../events/events.ts'
import { sendMessage, type MessageContext } from '../outbox/outbox.ts'
import type { KycFlowRow } from './kyc-schema.ts'

/**
 * What the compliance service tells: the end customer's verification code
 * (SMS or e-mail), the integrator's e-mail when a KYC flow reaches its daily
 * cap (record 105), and the integrator's event when a verification ends
 * (record 098). Each sent after its transaction has committed.
 */

export async function sendKycCode(
	ctx: MessageContext,
	code: { business: string; channel: 'phone' | 'email'; to: string; code: string; minutes: number },
) {
	await sendMessage(ctx, {
		channel: code.channel === 'phone' ? 'sms' : 'email',
		to: code.to,
		subject: `${code.business} verification code`,
		text: `Your ${code.business} verification code is ${code.code}. It expires in ${code.minutes} minutes. Never share it.`,
		links: [],
	})
}

export async function notifyDailyCapReached(ctx: SandboxContext, integrator: Pick<IntegratorRow, 'email'>, flow: KycFlowRow) {
	const cap = fromMinorUnits(BigInt(flow.dailyCapMinor), 'USD')
	const edit = ctx.dashboardUrl ? `${ctx.dashboardUrl}/product/compliance/kyc/edit?${new URLSearchParams({ flow: flow.name })}` : null
	await sendMessage(ctx, {
		channel: 'email',
		to: integrator.email,
		subject: `Your KYC flow ${flow.name} reached its daily cap`,
		text: [
			`Your KYC flow ${flow.name} reached its daily spending cap of ${formatMoney(cap, 'USD')} in KYC check fees today (UTC).`,
			'New verifications of this flow are refused until 00:00 UTC; the ones under way can still finish.',
			edit ? `To raise the cap, edit the flow: ${edit}` : 'To raise the cap, edit the flow in the dashboard (Compliance, KYC flows).',
		].join('\n\n'),
		links: edit ? [edit] : [],
	})
}

export const notifyVerificationCompleted = (ctx: SandboxContext, integratorPk: string, verification: KycVerification) =>
	raiseEvent(ctx, integratorPk, 'kyc.verification.completed', verification)

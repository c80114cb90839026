import {
	approvalListResponseSchema,
	approvalRequestResponseSchema,
	approvalRuleResponseSchema,
	approvalRulesResponseSchema,
	type ApprovalRuleRequest,
	type ApproveRequest,
	type RejectRequest,
} from '#contract/approvals/api.ts'
import type { ProviderCall } from './call.server.ts'

/** Two keys for money (`/integrator/v1/approvals`, contract/approvals/api.ts, record 134). */
export function approvalsApi(call: ProviderCall) {
	const enc = encodeURIComponent
	return {
		listRules: () => call('/integrator/v1/approvals/rules', { schema: approvalRulesResponseSchema }).then((a) => a.data),
		/** 403 without approvals.rules; an empty amount removes the rule. */
		setRule: (body: ApprovalRuleRequest) =>
			call('/integrator/v1/approvals/rules', { method: 'PUT', body, schema: approvalRuleResponseSchema }).then((a) => a.data),
		/** Pending first, then decided. */
		list: () => call('/integrator/v1/approvals', { schema: approvalListResponseSchema }).then((a) => a.data),
		get: (id: string) => call(`/integrator/v1/approvals/${enc(id)}`, { schema: approvalRequestResponseSchema }).then((a) => a.data),
		/** 409 own request, decided or expired; the payout's refusals (balance, limits) as the payout's. */
		approve: (id: string, body: ApproveRequest) =>
			call(`/integrator/v1/approvals/${enc(id)}/approve`, { method: 'POST', body, schema: approvalRequestResponseSchema }).then(
				(a) => a.data,
			),
		reject: (id: string, body: RejectRequest) =>
			call(`/integrator/v1/approvals/${enc(id)}/reject`, { method: 'POST', body, schema: approvalRequestResponseSchema }).then(
				(a) => a.data,
			),
	}
}

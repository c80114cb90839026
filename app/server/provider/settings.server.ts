import { webhookResponseSchema } from '#contract/settings/integrations.ts'
import { logoResponseSchema } from '#contract/settings/profile.ts'
import { callProvider } from './client.server.ts'

/** The settings screen's integrator calls (SPEC.md §7). */

export async function updateWebhook(token: string, body: { webhook: string; token?: string }) {
	return callProvider('/integrator/v1/webhook', { method: 'PATCH', token, body, schema: webhookResponseSchema })
}

/** `logo` is a data URL, or null to remove the logo. */
export async function updateLogo(token: string, logo: string | null) {
	return callProvider('/integrator/v1/logo', { method: 'PATCH', token, body: { logo }, schema: logoResponseSchema })
}

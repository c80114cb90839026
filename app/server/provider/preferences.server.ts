import { deleteWithdrawalAddressResponseSchema, emailNotificationListResponseSchema, withdrawalAddressListResponseSchema, withdrawalBlacklistResponseSchema, type EmailNotification } from '#contract/settings/products.ts'
import { callProvider } from './client.server.ts'

/**
 * The preferences behind the 'Products & subscriptions' settings tab
 * (SPEC.md §7): e-mail notifications, the withdrawal blacklist check and
 * saved withdrawal addresses.
 */

export async function fetchEmailNotifications(token: string, request?: Request) {
	const answer = await callProvider('/integrator/v1/email-notifications', { token, request, schema: emailNotificationListResponseSchema })
	return answer.data
}

export async function updateEmailNotifications(token: string, notificationSettings: EmailNotification[]) {
	return callProvider('/integrator/v1/email-notifications', {
		method: 'PATCH',
		token,
		body: { notificationSettings },
		schema: emailNotificationListResponseSchema,
	})
}

export async function updateWithdrawalBlacklist(token: string, body: { checkBlacklistOnWithdrawal: boolean; alwaysShowBlacklistCheck: boolean }) {
	return callProvider('/integrator/v1/settings/withdrawal-blacklist', { method: 'PATCH', token, body, schema: withdrawalBlacklistResponseSchema })
}

export async function fetchWithdrawalAddresses(token: string, request?: Request) {
	const answer = await callProvider('/integrator/v1/withdrawal-addresses', { token, request, schema: withdrawalAddressListResponseSchema })
	return answer.data
}

export async function deleteWithdrawalAddress(token: string, addressId: string) {
	return callProvider(`/integrator/v1/withdrawal-address/${encodeURIComponent(addressId)}`, {
		method: 'DELETE',
		token,
		schema: deleteWithdrawalAddressResponseSchema,
	})
}

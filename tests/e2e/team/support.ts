import { DASHBOARD_URL } from '../utils/env'
import { E2E_PASSWORD, sandboxFetch, uniqueEmail, waitForMessage } from '../utils/sandbox'

const CALLBACK = `${DASHBOARD_URL}/team/invitations`

/** The Owner (by their token) invites `role`; the invitee makes a login from the e-mailed link. Their e-mail and token. */
export async function addMember(ownerToken: string, role: string, firstName: string) {
	const email = uniqueEmail(`team-${role.toLowerCase()}`)
	await sandboxFetch('/integrator/v1/team/invitations', { token: ownerToken, body: { email, role, callbackUrl: CALLBACK } })
	const link = (await waitForMessage(email, { subject: 'You are invited to join' })).links[0]!
	const accepted = await sandboxFetch<{ data: { accessToken: string } }>('/integrator/v1/invitations/accept', {
		body: { token: link.slice(CALLBACK.length + 1), firstName, lastName: role, password: E2E_PASSWORD },
	})
	return { email, token: accepted.data.accessToken }
}

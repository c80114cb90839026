import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleInvitationAction, loadInvitationPage } from '#app/server/team/invitation.server.ts'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'
import { InvitationPage } from '#app/ui/team/invitation-page.tsx'

export const handle: RouteHandle = { title: 'Invitation' }

/** No login needed: the link's token names the invitation. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	return loadInvitationPage(request, params.token ?? '')
}

export async function action({ request, context, params }: ActionFunctionArgs) {
	return handleInvitationAction(request, context, params.token ?? '')
}

export default function InvitationRoute() {
	return <InvitationPage {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

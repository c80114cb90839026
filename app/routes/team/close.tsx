import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleCloseAction, loadClosePage } from '#app/server/team/close.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'
import { ClosePage } from '#app/ui/team/close-page.tsx'

export const handle: RouteHandle = { title: 'Close the account', ancestor: { title: 'Team', to: '/settings/team' } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadClosePage(request, user)
}

/** The Owner closes the account: the name typed, the PIN, the code. */
export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	return handleCloseAction(request, user)
}

export default function CloseAccountPage() {
	return <ClosePage {...useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }

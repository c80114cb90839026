import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { handleLoginAction } from '#app/server/auth/login.server.ts'
import { requireAnonymous } from '#app/server/auth.server.ts'
import { LoginPage } from '#app/ui/auth/login-page.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Log in' }

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAnonymous(request)
	return null
}

export async function action({ request }: ActionFunctionArgs) {
	return handleLoginAction(request)
}

export default function Login() {
	return <LoginPage lastResult={useActionData<typeof action>()?.result} />
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadLoginSuccess } from '#app/server/auth/flash-pages.server.ts'
import { requireAnonymous } from '#app/server/auth.server.ts'
import { LoginSuccessPage } from '#app/ui/auth/login-success-page.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Check your e-mail' }

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAnonymous(request)
	return loadLoginSuccess(request)
}

export default function LoginSuccess() {
	return <LoginSuccessPage {...useLoaderData<typeof loader>()} />
}

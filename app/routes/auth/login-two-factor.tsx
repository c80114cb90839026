import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { handleLoginTwoFactorAction, loadLoginTwoFactor } from '#app/server/auth/login-two-factor.server.ts'
import { requireAnonymous } from '#app/server/auth.server.ts'
import { LoginTwoFactorPage } from '#app/ui/auth/login-two-factor-page.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Two-factor authentication' }

/** /auth/login/2fa: the authenticator code (or a recovery code) of a login with 2FA on. */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireAnonymous(request)
	return loadLoginTwoFactor(request)
}

export async function action({ request }: ActionFunctionArgs) {
	await requireAnonymous(request)
	return handleLoginTwoFactorAction(request)
}

export default function LoginTwoFactor() {
	return <LoginTwoFactorPage reply={useActionData<typeof action>()} />
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleRegisterAction, loadRegister } from '#app/server/auth/register.server.ts'
import { requireAnonymous } from '#app/server/auth.server.ts'
import { RegisterPage } from '#app/ui/auth/register-page.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Create an account' }

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAnonymous(request)
	return loadRegister()
}

export async function action({ request }: ActionFunctionArgs) {
	return handleRegisterAction(request)
}

export default function Register() {
	return <RegisterPage {...useLoaderData<typeof loader>()} lastResult={useActionData<typeof action>()?.result} />
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadRegisterSuccess } from '#app/server/auth/flash-pages.server.ts'
import { requireAnonymous } from '#app/server/auth.server.ts'
import { RegisterSuccessPage } from '#app/ui/auth/register-success-page.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Account created' }

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAnonymous(request)
	return loadRegisterSuccess(request)
}

export default function RegisterSuccess() {
	return <RegisterSuccessPage {...useLoaderData<typeof loader>()} />
}

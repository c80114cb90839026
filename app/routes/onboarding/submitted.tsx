import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadSubmitted } from '#app/server/onboarding/home.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { SubmittedPage } from '#app/ui/onboarding/submitted.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Business onboarding submitted', ancestor: { title: 'Dashboard', to: '/' } }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadSubmitted(request, user, 'KYB')
}

export default function OnboardingSubmittedPage() {
	return <SubmittedPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }

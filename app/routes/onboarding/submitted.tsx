import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ONBOARDING_TITLES, onboardingKindAt } from '#app/lib/onboarding/steps.ts'
import { loadSubmitted } from '#app/server/onboarding/home.server.ts'
import { onboardingKindOf } from '#app/server/onboarding/record.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { SubmittedPage } from '#app/ui/onboarding/submitted.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandleByPath } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandleByPath = {
	byPath: (pathname) => ({
		title: `${ONBOARDING_TITLES[onboardingKindAt(pathname) ?? 'KYB']} submitted`,
		ancestor: { title: 'Dashboard', to: '/' },
	}),
}

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadSubmitted(request, user, onboardingKindOf(request))
}

export default function OnboardingSubmittedPage() {
	return <SubmittedPage {...useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }

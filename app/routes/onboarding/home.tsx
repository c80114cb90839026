import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { revalidateAfterEveryPost } from '#app/lib/onboarding/revalidate.ts'
import { ONBOARDING_TITLES, onboardingKindAt } from '#app/lib/onboarding/steps.ts'
import { handleReviewAction, loadOnboardingHome } from '#app/server/onboarding/home.server.ts'
import { onboardingKindOf } from '#app/server/onboarding/record.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { OnboardingHome } from '#app/ui/onboarding/home.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandleByPath } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandleByPath = {
	byPath: (pathname) => ({ title: ONBOARDING_TITLES[onboardingKindAt(pathname) ?? 'KYB'], ancestor: { title: 'Dashboard', to: '/' } }),
}

export const shouldRevalidate = revalidateAfterEveryPost

/** Resumes at the step where the user stopped; after submission, the status or the review of rejected items (?review=). */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadOnboardingHome(request, user, onboardingKindOf(request))
}

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	return handleReviewAction(request, user, onboardingKindOf(request))
}

export default function OnboardingHomePage() {
	return <OnboardingHome data={useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }

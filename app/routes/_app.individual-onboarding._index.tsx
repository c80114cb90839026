import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { revalidateAfterEveryPost } from '#app/lib/onboarding/revalidate.ts'
import { handleReviewAction, loadOnboardingHome } from '#app/server/onboarding/home.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { OnboardingHome } from '#app/ui/onboarding/home.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Individual onboarding', ancestor: { title: 'Dashboard', to: '/' } }

/** Resumes at the step where the user stopped; after submission, the status or the review of rejected items (?review=). */
export const shouldRevalidate = revalidateAfterEveryPost

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	return loadOnboardingHome(request, user, 'KYC')
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	return handleReviewAction(request, user, 'KYC')
}

export default function OnboardingHomePage() {
	return <OnboardingHome data={useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }

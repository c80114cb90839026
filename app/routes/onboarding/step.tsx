import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { revalidateAfterEveryPost } from '#app/lib/onboarding/revalidate.ts'
import { ONBOARDING_TITLES, onboardingKindAt } from '#app/lib/onboarding/steps.ts'
import { onboardingKindOf } from '#app/server/onboarding/record.server.ts'
import { handleStepAction } from '#app/server/onboarding/step-actions.server.ts'
import { loadStep } from '#app/server/onboarding/step.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { StepPage } from '#app/ui/onboarding/step-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandleByPath } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandleByPath = {
	byPath: (pathname) => ({ title: ONBOARDING_TITLES[onboardingKindAt(pathname) ?? 'KYB'], ancestor: { title: 'Dashboard', to: '/' } }),
}

export const shouldRevalidate = revalidateAfterEveryPost

export async function loader({ request, params, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return loadStep(request, user, onboardingKindOf(request), params.step)
}

export async function action({ request, params, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	return handleStepAction(request, user, onboardingKindOf(request), params.step)
}

export default function OnboardingStepPage() {
	return <StepPage data={useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }

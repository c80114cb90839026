import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { revalidateAfterEveryPost } from '#app/lib/onboarding/revalidate.ts'
import { handleStepAction } from '#app/server/onboarding/step-actions.server.ts'
import { loadStep } from '#app/server/onboarding/step.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { StepPage } from '#app/ui/onboarding/step-page.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Business onboarding', ancestor: { title: 'Dashboard', to: '/' } }

export const shouldRevalidate = revalidateAfterEveryPost

export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	return loadStep(request, user, 'KYB', params.step)
}

export async function action({ request, params }: ActionFunctionArgs) {
	const user = await requireUser(request)
	return handleStepAction(request, user, 'KYB', params.step)
}

export default function OnboardingStepPage() {
	return <StepPage data={useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />
}

export { ShellErrorBoundary as ErrorBoundary }

import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleKycBuilderAction, loadKycBuilder } from '#app/server/compliance/kyc-builder.server.ts'
import { KycBuilderPage } from '#app/ui/compliance/kyc-builder.tsx'
import { kycHandle } from '#app/ui/compliance/kyc-nav.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandleByPath } from '#app/ui/shell/route-handle.ts'

const modeOf = (request: Request) => (new URL(request.url).pathname.endsWith('/edit') ? 'edit' : 'create')

export const handle: RouteHandleByPath = {
	byPath: (pathname) => kycHandle(pathname.endsWith('/edit') ? 'Edit KYC flow' : 'Create KYC flow'),
}

/** /product/compliance/kyc/create and /kyc/edit?flow=<name>: the COMPLIANCE guard inside, beside the flow's call. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadKycBuilder(request, context, modeOf(request))
}

/** Save, or (without JavaScript) a step moved up or down. */
export async function action({ request, context }: ActionFunctionArgs) {
	return handleKycBuilderAction(request, context, modeOf(request))
}

export default function KycBuilderRoute() {
	// A post's answer (a step moved, or a refusal) wins over the loader's form.
	const answered = useActionData<typeof action>()
	const page = useLoaderData<typeof loader>()
	const screen = answered && 'draft' in answered ? answered : page
	return <KycBuilderPage {...screen} />
}

export { ShellErrorBoundary as ErrorBoundary }

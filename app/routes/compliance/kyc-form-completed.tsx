import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { KYC_FORM_NO_STORE, loadKycFormCompleted } from '#app/server/compliance/kyc-form.server.ts'
import { KycFormCompleted } from '#app/ui/compliance/kyc-form.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

/** Never cached, anywhere, like the form's other pages (docs/product/compliance.md). */
export const headers: HeadersFunction = () => KYC_FORM_NO_STORE

export const handle: RouteHandle = { title: 'Verification complete' }

/** Only once this browser's KYC form has ended; otherwise the login page (docs/product/compliance.md#the-public-form-kyc-formflowkyf_). */
export async function loader({ request }: LoaderFunctionArgs) {
	return loadKycFormCompleted(request)
}

export default function KycFormCompletedRoute() {
	return <KycFormCompleted {...useLoaderData<typeof loader>()} />
}

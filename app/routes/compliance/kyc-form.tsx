import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { handleKycForm, KYC_FORM_NO_STORE, loadKycForm } from '#app/server/compliance/kyc-form.server.ts'
import { KycFormIntro, KycFormNoFlow, KycFormStep } from '#app/ui/compliance/kyc-form.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

/** Never cached, anywhere: the steps show the customer's phone number and e-mail address (docs/product/compliance.md). */
export const headers: HeadersFunction = () => KYC_FORM_NO_STORE

export const handle: RouteHandle = { title: 'Verify your identity' }

/** No login: the flow named by the link (?flow=), this browser's verification of it from the form's own cookie. */
export async function loader({ request }: LoaderFunctionArgs) {
	return loadKycForm(request)
}

export async function action({ request }: ActionFunctionArgs) {
	return handleKycForm(request)
}

export default function KycFormRoute() {
	const screen = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>()
	if (screen.state === 'no-flow') return <KycFormNoFlow message={screen.message} />
	if (screen.state === 'intro') return <KycFormIntro flow={screen.flow} expired={screen.expired} reply={reply} />
	return <KycFormStep verification={screen.verification} reply={reply} />
}

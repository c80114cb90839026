import type { LoaderFunctionArgs } from '@remix-run/node'
import { kycFileResponse } from '#app/server/compliance/kyc-pages.server.ts'

/** /product/compliance/kyc-onboarding/report/{document|selfie}?id=: a verification's photo, for its owner only. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
	return kycFileResponse(request, context, params.kind)
}

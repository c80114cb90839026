import { ErrorPage } from '#app/ui/shell/error-page.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Network issue' }

/** The page users land on when our services cannot be reached (also rendered in place with 503). */
export default function NetworkIssuePage() {
	return <ErrorPage status={503} />
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { toolAt } from '#app/lib/compliance/tools.ts'
import { loadScreeningReport } from '#app/server/compliance/screening-report.server.ts'
import { screeningHandle } from '#app/ui/compliance/screening-handle.ts'
import { reportTitle, ScreeningReportView } from '#app/ui/compliance/screening-report.tsx'
import { ShellErrorBoundary } from '#app/ui/shell/error-boundary.tsx'
import type { RouteHandleByPath } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandleByPath = {
	byPath: (pathname) => {
		const tool = toolAt(pathname)
		return screeningHandle(pathname, (title) => (tool ? reportTitle(tool) : title))
	},
}

/** ?id=: the integrator's own result (anyone else's is the 404 page). The COMPLIANCE guard runs inside, beside the call. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	return loadScreeningReport(request, context)
}

export default function ScreeningReportRoute() {
	return <ScreeningReportView report={useLoaderData<typeof loader>()} />
}

export { ShellErrorBoundary as ErrorBoundary }

import { data } from '@remix-run/node'
import { ErrorPage } from '#app/ui/shell/error-page.tsx'
import type { RouteHandle } from '#app/ui/shell/route-handle.ts'

export const handle: RouteHandle = { title: 'Page not found' }

export function loader() {
	return data(null, { status: 404 })
}

export default function NotFoundPage() {
	return <ErrorPage status={404} />
}

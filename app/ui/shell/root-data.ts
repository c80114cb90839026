import { useRouteLoaderData } from '@remix-run/react'
import type { loader } from '#app/root.tsx'

/** The root loader's data (public env, toast); undefined while an error boundary renders without it. */
export function useRootData() {
	return useRouteLoaderData<typeof loader>('root')
}

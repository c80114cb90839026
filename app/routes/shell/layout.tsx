import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { loadShell } from '#app/server/shell/layout.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { MainLayout } from '#app/ui/shell/main-layout.tsx'

/**
 * The signed-in area's layout. Remix runs nested loaders in parallel, so
 * every page under it calls its own guard too; the profile is fetched once
 * per request all the same. Pages export the shell's error boundary, so an
 * error inside a page keeps the sidebar and top bar.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	const { shell, headers } = await loadShell(request, user)
	return data(shell, { headers })
}

export default function AppLayout() {
	return (
		<MainLayout {...useLoaderData<typeof loader>()}>
			<Outlet />
		</MainLayout>
	)
}

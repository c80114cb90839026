import { Outlet } from '@remix-run/react'
import { AuthLayout } from '#app/ui/auth/layout.tsx'
import { useRootData } from '#app/ui/shell/root-data.ts'

export default function AuthRoute() {
	const root = useRootData()
	if (!root) return <Outlet />
	return (
		<AuthLayout env={root.env}>
			<Outlet />
		</AuthLayout>
	)
}

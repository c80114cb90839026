import { useRouteLoaderData } from '@remix-run/react'
import type { Capability } from '#contract/team/roles.ts'
import { cn } from './cn.ts'

/** The signed-in layout's route: its data names the member's role. */
const SHELL_ROUTE = 'routes/shell/layout'

/**
 * Why the signed-in role may not `capability`, from the layout's data (its loader runs
 * `roleRefusal` for every capability, so the matrix stays on the server); null when it may, or
 * outside the layout. For a control shared by many pages, whose loaders do not each pass the reason.
 */
export function useRoleRefusal(capability: Capability) {
	return useRouteLoaderData<{ user: { refusals: Partial<Record<Capability, string>> } }>(SHELL_ROUTE)?.user.refusals[capability] ?? null
}

/**
 * Why the signed-in role may not do what a page offers (docs/product/team.md), shown where
 * the action would be: never a button that fails. `refusal` is `roleRefusal(role, capability)`
 * (app/lib/team/refusals.ts), the one place that decides it; null shows the action instead.
 */
export function RoleRefusal({ refusal, className, children }: { refusal: string | null; className?: string; children?: React.ReactNode }) {
	if (refusal === null) return <>{children}</>
	return (
		<p className={cn('text-sm text-gray-600', className)} data-testid="role-refusal">
			{refusal}
		</p>
	)
}

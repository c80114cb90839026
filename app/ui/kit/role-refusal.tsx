import { cn } from './cn.ts'

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

/** SPEC.md §1: the sandbox is not live; say so on every page outside production. */
export function SandboxBanner({ environment }: { environment: string }) {
	if (environment === 'production') return null
	return (
		<div role="note" className="bg-amber-100 px-4 py-1.5 text-center text-xs font-medium text-amber-900">
			You are in the {environment} environment: this is not live, and no real money moves.
		</div>
	)
}

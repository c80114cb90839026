/**
 * Outside production, every page says that this is not live. One line
 * (1.75rem, the --banner-height the layout subtracts), kept in view.
 */
export function SandboxBanner({ environment }: { environment: string }) {
	if (environment === 'production') return null
	return (
		<div
			role="note"
			data-sandbox-banner
			className="sticky top-0 z-30 h-7 truncate bg-amber-100 px-4 text-center text-xs leading-7 font-medium text-amber-900"
		>
			<span className="hidden sm:inline">You are in the {environment} environment: this is not live, and no real money moves.</span>
			<span className="sm:hidden">{environment}: not live, no real money moves.</span>
		</div>
	)
}

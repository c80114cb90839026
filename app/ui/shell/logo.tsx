export function Logo({ compact = false }: { compact?: boolean }) {
	return (
		<span className="inline-flex items-center gap-2 font-bold text-ink">
			<svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
				<rect width="32" height="32" rx="8" fill="#2f4fc0" />
				<path d="M9 21V11h9a4 4 0 0 1 0 8h-5v2z" fill="#fff" />
			</svg>
			{compact ? <span className="sr-only">Integrator Dashboard</span> : <span>Integrator Dashboard</span>}
		</span>
	)
}

import { useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'

/**
 * Copies a value with JavaScript and says so ('Copied' / 'The {thing} has
 * been copied.'). Without JavaScript it is not shown: the value
 * beside it can be selected and copied by hand.
 */
export function CopyButton({ value, thing }: { value: string; thing: string }) {
	const hydrated = useHydrated()
	const [copied, setCopied] = useState(false)
	if (!hydrated) return null
	return (
		<span className="inline-flex items-center gap-2">
			<button
				type="button"
				className="rounded-md border border-gray-300 px-2 py-0.5 text-xs font-semibold text-gray-700 hover:bg-gray-50"
				onClick={async () => {
					await navigator.clipboard.writeText(value)
					setCopied(true)
					setTimeout(() => setCopied(false), 5_000)
				}}
				aria-label={`Copy the ${thing}`}
			>
				Copy
			</button>
			<span role="status" className="text-xs text-green-700">
				{copied ? (
					<>
						<strong>Copied</strong> The {thing} has been copied.
					</>
				) : null}
			</span>
		</span>
	)
}

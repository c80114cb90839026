import { useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { ErrorList, type ListOfErrors } from '../../kit/field.tsx'

/**
 * Whitelisted IPs of a new session. With JavaScript: type an address and
 * press Enter; entries are trimmed, deduplicated and removable, and travel
 * as repeated `whitelistedIps` fields. Without it: a text area, one address
 * per line (the server trims and deduplicates too).
 */
export function IpListInput({ errors }: { errors?: ListOfErrors }) {
	const hydrated = useHydrated()
	const [ips, setIps] = useState<string[]>([])
	const [draft, setDraft] = useState('')
	const add = () => {
		const ip = draft.trim()
		if (ip && !ips.includes(ip)) setIps([...ips, ip])
		setDraft('')
	}
	if (!hydrated) {
		return (
			<div className="flex flex-col gap-1">
				<label htmlFor="whitelistedIps" className="text-sm font-medium text-gray-700">
					Whitelisted IP addresses (one per line)
				</label>
				<textarea
					id="whitelistedIps"
					name="whitelistedIps"
					rows={3}
					className="rounded-lg border border-gray-300 px-3 py-2 font-mono text-sm"
				/>
				<ErrorList errors={errors} />
			</div>
		)
	}
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor="whitelistedIps-draft" className="text-sm font-medium text-gray-700">
				Whitelisted IP addresses (press Enter to add)
			</label>
			<input
				id="whitelistedIps-draft"
				value={draft}
				onChange={(event) => setDraft(event.currentTarget.value)}
				onKeyDown={(event) => {
					if (event.key === 'Enter') {
						event.preventDefault()
						add()
					}
				}}
				onBlur={add}
				className="rounded-lg border border-gray-300 px-3 py-2 font-mono text-sm"
			/>
			<ul className="flex flex-wrap gap-2" aria-label="Added IP addresses">
				{ips.map((ip) => (
					<li key={ip} className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 font-mono text-xs text-brand-700">
						{ip}
						<input type="hidden" name="whitelistedIps" value={ip} />
						<button
							type="button"
							onClick={() => setIps(ips.filter((other) => other !== ip))}
							aria-label={`Remove ${ip}`}
							className="font-sans"
						>
							✕
						</button>
					</li>
				))}
			</ul>
			<ErrorList errors={errors} />
		</div>
	)
}

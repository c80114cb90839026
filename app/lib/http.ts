/** Merges several header sets; Set-Cookie values are appended, not replaced. */
export function combineHeaders(...sources: Array<HeadersInit | null | undefined>) {
	const combined = new Headers()
	for (const source of sources) {
		if (!source) continue
		for (const [key, value] of new Headers(source).entries()) {
			combined.append(key, value)
		}
	}
	return combined
}

/**
 * Base64 text as bytes, or null when it is not base64. Whitespace is
 * tolerated, and so is the URL-safe alphabet (- and _): browsers and scripts
 * send both. Works in Node and in the browser (atob).
 */
export function decodeBase64(payload: string): Uint8Array | null {
	const compact = payload.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/')
	if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return null
	try {
		const binary = atob(compact)
		const bytes = new Uint8Array(binary.length)
		for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
		return bytes
	} catch {
		return null
	}
}

/* The webhook URL's scheme, without zod: the Integrations tab prefixes it as the user types, on its first visit (docs/decisions/120-light-forms.md). */

const SCHEMES = ['https://', 'http://']

/**
 * The webhook URL with 'https://' in front when it names no scheme at all
 * ('hooks.example.com'). Only a real scheme ('…://') counts, so a host
 * starting with 'h' is prefixed too; 'http://…' and other schemes are left
 * for the schema to refuse.
 */
export function withWebhookScheme(value: string) {
	const trimmed = value.trim()
	if (!trimmed || trimmed.includes('://')) return value
	return `https://${trimmed}`
}

/**
 * The prefix while typing: nothing yet while the text could still become
 * 'http://' or 'https://' ('h', 'htt', 'https:/'), the prefix as soon as it
 * cannot.
 */
export function prefixWhileTyping(value: string) {
	const lower = value.trimStart().toLowerCase()
	if (SCHEMES.some((scheme) => scheme.startsWith(lower))) return value
	return withWebhookScheme(value)
}

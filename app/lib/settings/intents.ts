/**
 * The intents the settings forms post, without zod: the views name their
 * buttons' intents from here, so a settings page's first visit does not load
 * zod (record 120); the schemas (./security-schemas.ts, ./products-tab-schemas.ts, ./integrations-schemas.ts)
 * build their enums from the same lists.
 */
const byName = <const Names extends readonly string[]>(names: Names) =>
	Object.fromEntries(names.map((name) => [name, name])) as { readonly [Name in Names[number]]: Name }

/** The Security tab's changes, one `intent` each, posted by its forms' buttons and read by its action. */
export const SECURITY_INTENTS = [
	'save-pin',
	'save-password',
	'start-2fa',
	'verify-2fa',
	'regenerate-recovery-codes',
	'mfa',
	'verify-email',
	'send-phone-otp',
	'verify-phone-otp',
	'create-session',
	'refresh-session',
	'delete-session',
] as const
export type SecurityIntent = (typeof SECURITY_INTENTS)[number]
/** `securityIntent['save-pin']`, as zod's `securityIntents.enum` gives it. */
export const securityIntent = byName(SECURITY_INTENTS)

/** The 'Products & subscriptions' tab's changes. */
export const PRODUCTS_TAB_INTENTS = ['update-emails', 'blacklist', 'add-address', 'delete-address'] as const
export type ProductsTabIntent = (typeof PRODUCTS_TAB_INTENTS)[number]
export const productsTabIntent = byName(PRODUCTS_TAB_INTENTS)

/**
 * The Integrations tab's posts: the webhook URL; the signing secret shown
 * (a post, so it is never in a URL, a history entry or a cache) or rotated;
 * a test event; one more attempt of a delivery.
 */
export const INTEGRATIONS_INTENTS = ['update-webhook', 'reveal-secret', 'rotate-secret', 'send-test', 'resend'] as const
export type IntegrationsIntent = (typeof INTEGRATIONS_INTENTS)[number]
export const integrationsIntent = byName(INTEGRATIONS_INTENTS)

/** The logo panel's two changes. */
export const LOGO_INTENTS = ['upload-logo', 'remove-logo'] as const
export type LogoIntent = (typeof LOGO_INTENTS)[number]
export const logoIntent = byName(LOGO_INTENTS)

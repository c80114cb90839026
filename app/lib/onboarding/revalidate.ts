import type { ShouldRevalidateFunction } from '@remix-run/react'

/**
 * An onboarding page reloads its data after every post, refused ones too
 * (Remix skips that after a 4xx): a refused form may follow a part already
 * stored (a file sent beside a shareholder the provider then refused), and
 * the page must not say the opposite of the record until a reload.
 */
export const revalidateAfterEveryPost: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
	formMethod?.toUpperCase() === 'POST' || defaultShouldRevalidate

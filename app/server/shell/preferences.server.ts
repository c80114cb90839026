import { createCookie } from '@remix-run/node'

/**
 * UI preferences the server must know to render the page right the first
 * time (the only state kept outside the session).
 */
const sidebarCookie = createCookie('sidebar', {
	path: '/',
	sameSite: 'lax',
	httpOnly: true,
	maxAge: 60 * 60 * 24 * 365,
})

export async function getSidebarCollapsed(request: Request): Promise<boolean> {
	const value: unknown = await sidebarCookie.parse(request.headers.get('Cookie'))
	return value === 'collapsed'
}

export function serializeSidebarCollapsed(collapsed: boolean) {
	return sidebarCookie.serialize(collapsed ? 'collapsed' : 'expanded')
}

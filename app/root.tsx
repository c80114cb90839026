import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'
import { getPublicEnv } from '#app/server/env.server.ts'
import { getToast } from '#app/server/toast.server.ts'
import tailwindHref from '#app/styles/tailwind.css?url'
import { useInputFilter } from '#app/ui/kit/input-filter.ts'
import { useNonce } from '#app/ui/kit/nonce.tsx'
import { ErrorPage } from '#app/ui/shell/error-page.tsx'
import { useDocumentRequestId, useForgetDocumentRequestIdOnNavigation } from '#app/ui/shell/request-reference.tsx'
import { useRootData } from '#app/ui/shell/root-data.ts'
import { useDocumentTitle } from '#app/ui/shell/route-handle.ts'
import { SandboxBanner } from '#app/ui/shell/sandbox-banner.tsx'
import { SkipLink } from '#app/ui/shell/skip-link.tsx'
import { Toaster } from '#app/ui/shell/toaster.tsx'

export const links: LinksFunction = () => [
	{ rel: 'stylesheet', href: tailwindHref },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request }: LoaderFunctionArgs) {
	const { toast, headers } = await getToast(request)
	return data({ env: getPublicEnv(), toast }, { headers: headers ?? undefined })
}

export function Layout({ children }: { children: ReactNode }) {
	const nonce = useNonce()
	const root = useRootData()
	const title = useDocumentTitle()
	useForgetDocumentRequestIdOnNavigation()
	// Amount, PIN and code fields drop what they cannot hold as it is typed (app/lib/input-filter.ts).
	useInputFilter()
	useEffect(() => {
		// Lets tests (and nothing else) know when React has taken over.
		document.documentElement.dataset.hydrated = 'true'
	}, [])
	return (
		<html lang="en" className="h-full">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<title>{title}</title>
				<Meta />
				<Links />
			</head>
			<body className="min-h-full font-sans antialiased">
				<SkipLink />
				{root ? <SandboxBanner environment={root.env.ENVIRONMENT} /> : null}
				{children}
				<Toaster toast={root?.toast ?? null} />
				{/* Scroll returns to the top on every navigation. */}
				<ScrollRestoration nonce={nonce} getKey={(location) => location.key} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	)
}

export default function App() {
	return <Outlet />
}

export function ErrorBoundary() {
	const error = useRouteError()
	const status = isRouteErrorResponse(error) ? error.status : 500
	// What the user quotes to support: the id in our access log and the provider's.
	const reference = useDocumentRequestId()
	return <ErrorPage status={status} reference={status >= 500 ? reference : ''} />
}

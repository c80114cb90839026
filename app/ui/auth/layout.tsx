import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { PublicEnv } from '#app/lib/shell/public-env.ts'
import { MAIN_ID } from '#app/ui/shell/skip-link.tsx'
import { cardClass } from '../kit/card.tsx'
import { Logo } from '../shell/logo.tsx'

/** The auth pages' frame: header with the product's promise and links, a drawer on small screens. */
export function AuthLayout({ env, children }: { env: PublicEnv; children: ReactNode }) {
	const links = [
		{ href: env.MARKETING_URL, label: 'Website' },
		{ href: env.API_DOCS_URL, label: 'API documentation' },
		{ href: `mailto:${env.SUPPORT_EMAIL}`, label: 'Support' },
	]
	return (
		<div className="flex min-h-screen flex-col">
			<header className="border-b border-gray-200 bg-white">
				<div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
					<Link to="/auth/login" title="Home">
						<Logo />
					</Link>
					<AuthLinks links={links} className="hidden gap-6 text-sm sm:flex" linkClassName="text-gray-600 hover:text-ink" />
					{/* The mobile drawer is a <details>: it opens without JavaScript. */}
					<details className="relative sm:hidden">
						<summary className="rounded-lg border border-gray-300 px-3 py-1.5 text-sm" aria-label="Menu">
							Menu
						</summary>
						<AuthLinks
							links={links}
							className="absolute right-0 z-20 mt-2 flex w-56 flex-col rounded-xl border border-gray-200 bg-white p-2 shadow-lg"
							linkClassName="rounded-lg px-3 py-2 text-sm hover:bg-gray-50"
						/>
					</details>
				</div>
			</header>
			<div className="mx-auto grid w-full max-w-6xl flex-1 gap-8 px-4 py-10 lg:grid-cols-2 lg:items-center">
				<section className="hidden lg:block">
					<h1 className="text-4xl leading-tight font-bold text-ink">Liquidity Solutions for Global Businesses</h1>
					<p className="mt-4 max-w-md text-gray-600">
						Crypto and fiat wallets, trading, lending, payments and compliance behind one integration.
					</p>
				</section>
				<main id={MAIN_ID} tabIndex={-1} className="w-full focus:outline-none">
					<p className="mb-6 text-center text-lg font-semibold lg:hidden">Liquidity Solutions for Global Businesses</p>
					<div className={cardClass('mx-auto w-full max-w-md p-6 shadow-sm sm:p-8')}>{children}</div>
				</main>
			</div>
		</div>
	)
}

/** The website, API documentation and support links, in the header or the drawer. */
function AuthLinks({
	links,
	className,
	linkClassName,
}: {
	links: Array<{ href: string; label: string }>
	className: string
	linkClassName: string
}) {
	return (
		<nav aria-label="Links" className={className}>
			{links.map((link) => (
				<a key={link.label} href={link.href} className={linkClassName} rel="noreferrer">
					{link.label}
				</a>
			))}
		</nav>
	)
}

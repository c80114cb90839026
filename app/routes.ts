import { index, layout, prefix, route, type RouteConfig } from '@remix-run/route-config'

/**
 * Every route of the dashboard, grouped by area, the signed-in ones in the
 * order the sidebar shows them (Dashboard, Subscriptions, Accounts, My
 * Products, the services, Settings). Each area's modules live in
 * app/routes/<area>/; a module's `id` here is what tells copies of one
 * module apart. React Router 7 reads this file as it is (record 063).
 */
export default [
	// Signed in: the shell (sidebar, top bar) around every page below.
	layout('routes/shell/layout.tsx', [
		// shell
		index('routes/shell/dashboard.tsx'),

		// products: Subscriptions
		route('subscriptions', 'routes/products/subscriptions.tsx'),

		// money: Accounts, the ledgers, funding, local transfers
		...prefix('accounts', [
			index('routes/money/accounts.tsx'),
			...prefix('crypto-ledger', [
				index('routes/money/ledger-overview.tsx'),
				route('export.csv', 'routes/money/ledger-overview-csv.tsx'),
				...prefix('balances', [
					index('routes/money/balances.tsx'),
					route('export.csv', 'routes/money/balances-csv.tsx'),
				]),
				...prefix(':accountId', [
					index('routes/money/ledger.tsx'),
					route('export.csv', 'routes/money/ledger-csv.tsx'),
				]),
			]),
			...prefix('float-ledger', [
				index('routes/money/float-ledger.tsx'),
				route('export.csv', 'routes/money/float-ledger-csv.tsx'),
				...prefix('balances', [
					index('routes/money/float-balances.tsx'),
					route('export.csv', 'routes/money/float-balances-csv.tsx'),
				]),
				...prefix(':accountId', [
					index('routes/money/float-account.tsx'),
					route('export.csv', 'routes/money/float-account-csv.tsx'),
				]),
			]),
			...prefix('operational-ledger', [
				index('routes/money/operational-ledger.tsx'),
				route('export.csv', 'routes/money/operational-ledger-csv.tsx'),
				...prefix(':accountId', [
					index('routes/money/operational-account.tsx'),
					route('export.csv', 'routes/money/operational-account-csv.tsx'),
				]),
			]),
		]),
		...prefix('operational-balances', [
			index('routes/money/operational-balances.tsx'),
			route('export.csv', 'routes/money/operational-balances-csv.tsx'),
		]),
		...prefix('funding-balances', [
			index('routes/money/funding-balances.tsx'),
			route('export.csv', 'routes/money/funding-balances-csv.tsx'),
			...prefix(':accountId', [
				index('routes/money/funding-account-ledger.tsx'),
				route('export.csv', 'routes/money/funding-account-ledger-csv.tsx'),
			]),
		]),
		route('funding-account/:currency', 'routes/money/funding-account.tsx'),
		route('funding-account/:currency/topups/:id', 'routes/money/topup.tsx'),
		...prefix('local-transfer', [index('routes/money/local-transfer.tsx'), route('quote', 'routes/money/local-transfer-quote.tsx')]),
		...prefix('local-transfers', [
			index('routes/money/transfers.tsx'),
			route('export.csv', 'routes/money/transfers-csv.tsx'),
			route(':id', 'routes/money/transfer.tsx'),
		]),

		// products: My Products
		route('products', 'routes/products/products.tsx'),
		...prefix('product', [
			route('trading', 'routes/products/service-landing.tsx'),
			route('compliance', 'routes/products/compliance.tsx'),
			route('wallet-service', 'routes/products/wallet-service.tsx'),
			route('fiat-wallet-service', 'routes/products/fiat-wallet-service.tsx'),
			route('payment-service', 'routes/products/payment-service.tsx'),
			route('lending-service', 'routes/products/lending-service.tsx'),
		]),

		// services: each service's pages, behind its guard (the service issues add theirs here)
		route('crypto/*', 'routes/services/service-pages.tsx'),
		route('fiat/*', 'routes/services/fiat.tsx'),

		// onboarding: reached from the dashboard's card
		...prefix('business-onboarding', [
			index('routes/onboarding/home.tsx'),
			route('submitted', 'routes/onboarding/submitted.tsx'),
			route('places', 'routes/onboarding/places.tsx'),
			route('upload', 'routes/onboarding/upload.tsx'),
			route(':step', 'routes/onboarding/step.tsx'),
		]),
		...prefix('individual-onboarding', [
			index('routes/onboarding/individual-home.tsx'),
			route('submitted', 'routes/onboarding/individual-submitted.tsx'),
			route('places', 'routes/onboarding/individual-places.tsx'),
			route('upload', 'routes/onboarding/individual-upload.tsx'),
			route(':step', 'routes/onboarding/individual-step.tsx'),
		]),

		// settings: its tabs inside the settings layout
		route('settings', 'routes/settings/layout.tsx', [
			index('routes/settings/profile.tsx'),
			route('integrations', 'routes/settings/integrations.tsx'),
			route('products', 'routes/settings/products.tsx'),
			route('security', 'routes/settings/security.tsx'),
		]),
	]),

	// auth: signed out, in the auth layout
	route('auth', 'routes/auth/layout.tsx', [
		index('routes/auth/index.tsx'),
		route('register', 'routes/auth/register.tsx'),
		route('register-success', 'routes/auth/register-success.tsx'),
		route('verify', 'routes/auth/verify.tsx'),
		route('verification-successful', 'routes/auth/verification-successful.tsx'),
		route('login', 'routes/auth/login.tsx'),
		route('login/2fa', 'routes/auth/login-two-factor.tsx'),
		route('login-success', 'routes/auth/login-success.tsx'),
		route('logout', 'routes/auth/logout.tsx'),
	]),
	route('session/keep-alive', 'routes/auth/keep-alive.tsx'),

	// shell: outside the signed-in layout
	route('preferences/sidebar', 'routes/shell/sidebar-preference.tsx'),
	route('network-issue', 'routes/shell/network-issue.tsx'),
	route('dashboard', 'routes/shell/dashboard-redirect.tsx'),
	route('404', 'routes/shell/not-found.tsx'),
	route('*', 'routes/shell/unknown-path.tsx'),
] satisfies RouteConfig

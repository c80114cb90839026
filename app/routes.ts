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
	layout('routes/_app.tsx', [
		// shell
		index('routes/_app._index.tsx'),

		// products: Subscriptions
		route('subscriptions', 'routes/_app.subscriptions.tsx'),

		// money: Accounts, the ledgers, funding, local transfers
		...prefix('accounts', [
			index('routes/_app.accounts._index.tsx'),
			...prefix('crypto-ledger', [
				index('routes/_app.accounts.crypto-ledger._index.tsx'),
				route('export.csv', 'routes/_app.accounts.crypto-ledger.export[.csv].tsx'),
				...prefix('balances', [
					index('routes/_app.accounts.crypto-ledger.balances._index.tsx'),
					route('export.csv', 'routes/_app.accounts.crypto-ledger.balances.export[.csv].tsx'),
				]),
				...prefix(':accountId', [
					index('routes/_app.accounts.crypto-ledger.$accountId._index.tsx'),
					route('export.csv', 'routes/_app.accounts.crypto-ledger.$accountId.export[.csv].tsx'),
				]),
			]),
			...prefix('float-ledger', [
				index('routes/_app.accounts.float-ledger._index.tsx'),
				route('export.csv', 'routes/_app.accounts.float-ledger.export[.csv].tsx'),
				...prefix('balances', [
					index('routes/_app.accounts.float-ledger.balances._index.tsx'),
					route('export.csv', 'routes/_app.accounts.float-ledger.balances.export[.csv].tsx'),
				]),
				...prefix(':accountId', [
					index('routes/_app.accounts.float-ledger.$accountId._index.tsx'),
					route('export.csv', 'routes/_app.accounts.float-ledger.$accountId.export[.csv].tsx'),
				]),
			]),
			...prefix('operational-ledger', [
				index('routes/_app.accounts.operational-ledger._index.tsx'),
				route('export.csv', 'routes/_app.accounts.operational-ledger.export[.csv].tsx'),
				...prefix(':accountId', [
					index('routes/_app.accounts.operational-ledger.$accountId._index.tsx'),
					route('export.csv', 'routes/_app.accounts.operational-ledger.$accountId.export[.csv].tsx'),
				]),
			]),
		]),
		...prefix('operational-balances', [
			index('routes/_app.operational-balances._index.tsx'),
			route('export.csv', 'routes/_app.operational-balances.export[.csv].tsx'),
		]),
		...prefix('funding-balances', [
			index('routes/_app.funding-balances._index.tsx'),
			route('export.csv', 'routes/_app.funding-balances.export[.csv].tsx'),
			...prefix(':accountId', [
				index('routes/_app.funding-balances.$accountId._index.tsx'),
				route('export.csv', 'routes/_app.funding-balances.$accountId.export[.csv].tsx'),
			]),
		]),
		route('funding-account/:currency', 'routes/_app.funding-account.$currency.tsx'),
		route('funding-account/:currency/topups/:id', 'routes/_app.funding-account.$currency_.topups.$id.tsx'),
		...prefix('local-transfer', [index('routes/_app.local-transfer._index.tsx'), route('quote', 'routes/_app.local-transfer.quote.tsx')]),
		...prefix('local-transfers', [
			index('routes/_app.local-transfers._index.tsx'),
			route('export.csv', 'routes/_app.local-transfers.export[.]csv.tsx'),
			route(':id', 'routes/_app.local-transfers.$id.tsx'),
		]),

		// products: My Products
		route('products', 'routes/_app.products.tsx'),
		...prefix('product', [
			route('trading', 'routes/_app.product.trading.tsx'),
			route('compliance', 'routes/_app.product.compliance.tsx'),
			route('wallet-service', 'routes/_app.product.wallet-service.tsx'),
			route('fiat-wallet-service', 'routes/_app.product.fiat-wallet-service.tsx'),
			route('payment-service', 'routes/_app.product.payment-service.tsx'),
			route('lending-service', 'routes/_app.product.lending-service.tsx'),
		]),

		// services: each service's pages, behind its guard (the service issues add theirs here)
		route('crypto/*', 'routes/_app.crypto.$.tsx'),
		route('fiat/*', 'routes/_app.fiat.$.tsx'),

		// onboarding: reached from the dashboard's card
		...prefix('business-onboarding', [
			index('routes/_app.business-onboarding._index.tsx'),
			route('submitted', 'routes/_app.business-onboarding.submitted.tsx'),
			route('places', 'routes/_app.business-onboarding.places.tsx'),
			route('upload', 'routes/_app.business-onboarding.upload.tsx'),
			route(':step', 'routes/_app.business-onboarding.$step.tsx'),
		]),
		...prefix('individual-onboarding', [
			index('routes/_app.individual-onboarding._index.tsx'),
			route('submitted', 'routes/_app.individual-onboarding.submitted.tsx'),
			route('places', 'routes/_app.individual-onboarding.places.tsx'),
			route('upload', 'routes/_app.individual-onboarding.upload.tsx'),
			route(':step', 'routes/_app.individual-onboarding.$step.tsx'),
		]),

		// settings: its tabs inside the settings layout
		route('settings', 'routes/_app.settings.tsx', [
			index('routes/_app.settings._index.tsx'),
			route('integrations', 'routes/_app.settings.integrations.tsx'),
			route('products', 'routes/_app.settings.products.tsx'),
			route('security', 'routes/_app.settings.security.tsx'),
		]),
	]),

	// auth: signed out, in the auth layout
	route('auth', 'routes/auth.tsx', [
		index('routes/auth._index.tsx'),
		route('register', 'routes/auth.register.tsx'),
		route('register-success', 'routes/auth.register-success.tsx'),
		route('verify', 'routes/auth.verify.tsx'),
		route('verification-successful', 'routes/auth.verification-successful.tsx'),
		route('login', 'routes/auth.login.tsx'),
		route('login/2fa', 'routes/auth.login_.2fa.tsx'),
		route('login-success', 'routes/auth.login-success.tsx'),
		route('logout', 'routes/auth.logout.tsx'),
	]),
	route('session/keep-alive', 'routes/session.keep-alive.tsx'),

	// shell: outside the signed-in layout
	route('preferences/sidebar', 'routes/preferences.sidebar.tsx'),
	route('network-issue', 'routes/network-issue.tsx'),
	route('dashboard', 'routes/dashboard.tsx'),
	route('404', 'routes/404.tsx'),
	route('*', 'routes/$.tsx'),
] satisfies RouteConfig

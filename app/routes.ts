import { index, layout, prefix, route, type RouteConfig } from '@remix-run/route-config'

/**
 * Every route of the dashboard, grouped by area, the signed-in ones in the
 * order the sidebar shows them (Dashboard, Subscriptions, Accounts, My
 * Products, the services, Settings). Each area's modules live in
 * app/routes/<area>/; a module's `id` here is what tells copies of one
 * module apart. React Router 7 reads this file as it is (record 063).
 */
/** The ledgers under /accounts/ with their balances list there too (the operational ledger's is /operational-balances). */
const LEDGERS_WITH_BALANCES = ['crypto', 'trading', 'float', 'fiat'] as const

/**
 * One ledger's pages under /accounts/<type>-ledger: its overview and CSV, its balances and their CSV (where they
 * live under it), and each account's ledger and CSV. One module each, told apart by id.
 */
function ledgerRoutes(type: (typeof LEDGERS_WITH_BALANCES)[number] | 'operational', { balances }: { balances: boolean }) {
	return prefix(`${type}-ledger`, [
		index('routes/money/ledger-overview.tsx', { id: `money/${type}-ledger` }),
		route('export.csv', 'routes/money/ledger-overview-csv.tsx', { id: `money/${type}-ledger-csv` }),
		...(balances
			? prefix('balances', [
					index('routes/money/balances.tsx', { id: `money/${type}-balances` }),
					route('export.csv', 'routes/money/balances-csv.tsx', { id: `money/${type}-balances-csv` }),
				])
			: []),
		...prefix(':accountId', [
			index('routes/money/ledger.tsx', { id: `money/${type}-account` }),
			route('export.csv', 'routes/money/ledger-csv.tsx', { id: `money/${type}-account-csv` }),
		]),
	])
}

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
			...LEDGERS_WITH_BALANCES.flatMap((type) => ledgerRoutes(type, { balances: true })),
			...ledgerRoutes('operational', { balances: false }),
		]),
		...prefix('operational-balances', [
			index('routes/money/balances.tsx', { id: 'money/operational-balances' }),
			route('export.csv', 'routes/money/balances-csv.tsx', { id: 'money/operational-balances-csv' }),
		]),
		...prefix('funding-balances', [
			index('routes/money/balances.tsx', { id: 'money/funding-balances' }),
			route('export.csv', 'routes/money/balances-csv.tsx', { id: 'money/funding-balances-csv' }),
			...prefix(':accountId', [
				index('routes/money/ledger.tsx', { id: 'money/funding-account-ledger' }),
				route('export.csv', 'routes/money/ledger-csv.tsx', { id: 'money/funding-account-ledger-csv' }),
			]),
		]),
		route('funding-account/:currency', 'routes/money/funding-account.tsx'),
		route('funding-account/:currency/topups/:id', 'routes/money/topup.tsx'),
		...prefix('local-transfer', [
			index('routes/money/local-transfer.tsx'),
			route('quote', 'routes/money/local-transfer-quote.tsx'),
			route('quote/:quoteId', 'routes/money/local-transfer-quote-page.tsx'),
		]),
		...prefix('local-transfers', [
			index('routes/money/transfers.tsx'),
			route('export.csv', 'routes/money/transfers-csv.tsx'),
			route(':id', 'routes/money/transfer.tsx'),
		]),

		// approvals: requests waiting for a second member, and each one's page (docs/product/approvals.md)
		...prefix('approvals', [index('routes/approvals/approvals.tsx'), route(':id', 'routes/approvals/approval.tsx')]),

		// products: My Products
		route('products', 'routes/products/products.tsx'),

		// compliance: KYC (the integrator's flows, their verifications, the flow builder; the overview is /product/compliance)
		...prefix('product/compliance', [
			route('kyc-onboarding', 'routes/compliance/kyc-onboarding.tsx', { id: 'compliance/kyc-onboarding' }),
			route('kyc-onboarding/export.csv', 'routes/compliance/kyc-onboarding-csv.tsx'),
			route('kyc-onboarding/report', 'routes/compliance/kyc-report.tsx'),
			route('kyc-onboarding/report/:kind', 'routes/compliance/kyc-report-file.tsx'),
			route('kyc-onboarding/:kycFlowName', 'routes/compliance/kyc-onboarding.tsx', { id: 'compliance/kyc-flow' }),
			route('kyc-onboarding-flows', 'routes/compliance/kyc-flows.tsx'),
			route('kyc/create', 'routes/compliance/kyc-builder.tsx', { id: 'compliance/kyc-create' }),
			route('kyc/edit', 'routes/compliance/kyc-builder.tsx', { id: 'compliance/kyc-edit' }),
			route('kyc-flow', 'routes/compliance/kyc-preview.tsx'),
		]),

		// wallets: the Wallet service (its overview is the service's landing page). Plain routes, not index routes:
		// a page's posts (Create wallet, Create sub-wallet, the deactivation every service page offers) go to its own path.
		route('product/wallet-service', 'routes/wallets/overview.tsx'),
		...prefix('product/wallet-service', [
			// A static segment outranks the parameter below, whatever the order.
			route('all-wallets', 'routes/wallets/all-wallets.tsx'),
			route('all-wallets/export.csv', 'routes/wallets/all-wallets-csv.tsx'),
			route(':walletCurrency', 'routes/wallets/wallet.tsx'),
			route(':walletCurrency/export.csv', 'routes/wallets/wallet-csv.tsx'),
			// A withdrawal: the form (its post asks for a quote), the quote (its post confirms it), the withdrawal it made.
			route(':walletCurrency/withdraw', 'routes/wallets/withdraw.tsx'),
			route(':walletCurrency/withdraw/:quoteId', 'routes/wallets/withdrawal-quote.tsx'),
			route(':walletCurrency/withdrawals/:withdrawalId', 'routes/wallets/withdrawal.tsx'),
		]),

		// trading: the Trading service (its overview is the service's landing page), each page behind the TRADING guard.
		route('product/trading', 'routes/trading/overview.tsx'),
		...prefix('product/trading', [
			// A request for quote: the form (its post asks for one), the quote (its post accepts it); the orders, each order; transfers.
			route('quote', 'routes/trading/quote.tsx'),
			route('quote/:quoteId', 'routes/trading/quote-page.tsx'),
			route('orders', 'routes/trading/orders.tsx'),
			route('orders/export.csv', 'routes/trading/orders-csv.tsx'),
			route('orders/:orderId', 'routes/trading/order.tsx'),
			route('transfer', 'routes/trading/transfer.tsx'),
		]),
		// lending: the Lending service (its overview is the service's landing page; plain routes, as the Wallet service's)
		route('product/lending-service', 'routes/lending/overview.tsx'),
		...prefix('product/lending-service', [
			route('all-wallets', 'routes/lending/all-wallets.tsx'),
			route('all-wallets/:accountId', 'routes/lending/collateral-wallet.tsx'),
			route('all-wallets/:accountId/export.csv', 'routes/lending/collateral-wallet-csv.tsx'),
			// A static segment outranks the parameter below, whatever the order.
			route('loans/new', 'routes/lending/new-loan.tsx'),
			route('loans/:loanId', 'routes/lending/loan.tsx'),
			route('loans/:loanId/statement.csv', 'routes/lending/loan-statement-csv.tsx'),
		]),

		// compliance: screening. The overview is the service's landing page; each tool (app/lib/compliance/tools.ts) has its
		// page, its quotes, its results (…/report?id=) and its history's CSV, one module each listed once per tool.
		route('product/compliance', 'routes/compliance/overview.tsx'),
		...(
			[
				['txn', 'crypto-transaction-analysis'],
				['wallet', 'crypto-wallet-analysis'],
				['entity', 'entity-due-diligence'],
				['blacklist', 'black-list-check'],
			] as const
		).flatMap(([tool, slug]) =>
			prefix(`product/compliance/${slug}`, [
				route('', 'routes/compliance/screening.tsx', { id: `compliance/${tool}` }),
				route('quote/:quoteId', 'routes/compliance/screening-quote.tsx', { id: `compliance/${tool}-quote` }),
				route('report', 'routes/compliance/screening-report.tsx', { id: `compliance/${tool}-report` }),
				route('export.csv', 'routes/compliance/screening-csv.tsx', { id: `compliance/${tool}-csv` }),
			]),
		),
		// The doubled name: a redirect to the transaction analysis report (docs/product/compliance.md#productcompliancecrypto-crypto-transaction-analysisreport).
		route('product/compliance/crypto-crypto-transaction-analysis/report', 'routes/compliance/crypto-crypto-report.tsx'),

		// The Wallet service's transaction report (docs/product/wallets.md#transaction-report): its own page under crypto/, ahead of the catch-all below.
		route('crypto/crypto-transaction-analysis-report', 'routes/wallets/tx-report.tsx'),

		// fiat: the Fiat wallet service (its overview is the service's landing page; FCAT guard in every loader and action).
		// Its pages are addressed by query (docs/product/fiat.md#screens: ?currency=, ?transfer-id=), so each is one path.
		route('product/fiat-wallet-service', 'routes/fiat/overview.tsx'),
		...prefix('product/fiat-wallet-service', [
			route('wallet', 'routes/fiat/wallet.tsx'),
			route('wallet/export.csv', 'routes/fiat/wallet-csv.tsx'),
			// A payout: the form (its post asks for a quote), the quote (its posts answer 'Send again?' and confirm it).
			route('payout', 'routes/fiat/payout.tsx'),
			route('payout/:quoteId', 'routes/fiat/payout-quote.tsx'),
		]),
		// Under /fiat/, ahead of the service's catch-all below.
		...prefix('fiat', [
			route('payout/receipt', 'routes/fiat/receipt.tsx'),
			route('payout/receipt/pdf', 'routes/fiat/receipt-pdf.tsx'),
			route('create-individual-beneficiary', 'routes/fiat/beneficiary.tsx', { id: 'fiat/create-individual-beneficiary' }),
			route('create-business-beneficiary', 'routes/fiat/beneficiary.tsx', { id: 'fiat/create-business-beneficiary' }),
		]),

		// payments: the Payment service (its overview is the service's landing page; PAYMENT guard in every loader and action).
		route('product/payment-service', 'routes/payments/overview.tsx'),
		...prefix('product/payment-service', [
			route('all-wallets', 'routes/payments/all-wallets.tsx'),
			route('add-crypto-beneficiary', 'routes/payments/add-crypto-beneficiary.tsx'),
			route('add-fiat-beneficiary', 'routes/payments/add-fiat-beneficiary.tsx'),
			route('beneficiary/:id', 'routes/payments/beneficiary.tsx'),
			// A bulk payout: the upload (its post checks the file), the batch (its post sends it with the PIN), its results.
			route('bulk-payout', 'routes/payments/bulk.tsx'),
			route('bulk-payout/template.csv', 'routes/payments/bulk-template.tsx'),
			route('bulk-payout/:batchId', 'routes/payments/batch.tsx'),
			route('bulk-payout/:batchId/results.csv', 'routes/payments/batch-csv.tsx'),
		]),

		// products: each service's Pricing (its rate card) and Settings (its deactivation) pages, one module each for all
		// (record 117). Static segments: they outrank the services' parameters (/product/wallet-service/:walletCurrency).
		...(['wallet-service', 'trading', 'lending-service', 'compliance', 'fiat-wallet-service', 'payment-service'] as const).flatMap(
			(service) =>
				prefix(`product/${service}`, [
					route('pricing', 'routes/products/service-pricing.tsx', { id: `products/${service}-pricing` }),
					route('settings', 'routes/products/service-subpage.tsx', { id: `products/${service}-settings` }),
				]),
		),

		// services: each service's pages, behind its guard (the service issues add theirs here)
		route('crypto/*', 'routes/services/service-pages.tsx', { id: 'services/crypto' }),
		route('fiat/*', 'routes/services/service-pages.tsx', { id: 'services/fiat' }),

		// onboarding: reached from the dashboard's card
		...prefix('business-onboarding', [
			index('routes/onboarding/home.tsx', { id: 'onboarding/business-home' }),
			route('submitted', 'routes/onboarding/submitted.tsx', { id: 'onboarding/business-submitted' }),
			route('places', 'routes/onboarding/places.tsx', { id: 'onboarding/business-places' }),
			route('upload', 'routes/onboarding/upload.tsx', { id: 'onboarding/business-upload' }),
			route('documents/:documentId', 'routes/onboarding/document.tsx', { id: 'onboarding/business-document' }),
			route(':step', 'routes/onboarding/step.tsx', { id: 'onboarding/business-step' }),
		]),
		...prefix('individual-onboarding', [
			index('routes/onboarding/home.tsx', { id: 'onboarding/individual-home' }),
			route('submitted', 'routes/onboarding/submitted.tsx', { id: 'onboarding/individual-submitted' }),
			route('places', 'routes/onboarding/places.tsx', { id: 'onboarding/individual-places' }),
			route('upload', 'routes/onboarding/upload.tsx', { id: 'onboarding/individual-upload' }),
			route('documents/:documentId', 'routes/onboarding/document.tsx', { id: 'onboarding/individual-document' }),
			route(':step', 'routes/onboarding/step.tsx', { id: 'onboarding/individual-step' }),
		]),

		// settings: its tabs inside the settings layout
		route('settings', 'routes/settings/layout.tsx', [
			index('routes/settings/profile.tsx'),
			route('integrations', 'routes/settings/integrations.tsx'),
			route('products', 'routes/settings/products.tsx'),
			route('security', 'routes/settings/security.tsx'),
			// team: members and invitations (docs/product/team.md), a tab of settings
			route('team', 'routes/team/team.tsx'),
			route('team/roles', 'routes/team/roles.tsx'),
			route('team/close', 'routes/team/close.tsx'),
			route('audit-log', 'routes/settings/audit-log.tsx'),
			route('audit-log/export.csv', 'routes/settings/audit-log-csv.tsx'),
			// approvals: the rules, a tab of settings (docs/product/approvals.md)
			route('approval-rules', 'routes/approvals/rules.tsx'),
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

	// team: the invitation (signed in or not) and the top bar's switch of business (a post)
	route('team/invitations/:token', 'routes/team/invitation.tsx'),
	route('team/switch', 'routes/team/switch.tsx'),

	// compliance: the public KYC form, for an integrator's end customers (no login, its own layout)
	route('kyc-form', 'routes/compliance/kyc-form.tsx'),
	route('kyc-form/completed', 'routes/compliance/kyc-form-completed.tsx'),

	// shell: outside the signed-in layout
	route('preferences/sidebar', 'routes/shell/sidebar-preference.tsx'),
	route('network-issue', 'routes/shell/network-issue.tsx'),
	route('dashboard', 'routes/shell/dashboard-redirect.tsx'),
	route('404', 'routes/shell/not-found.tsx'),
	route('*', 'routes/shell/unknown-path.tsx'),
] satisfies RouteConfig

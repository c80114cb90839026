import { describe, expect, test } from 'vitest'
import { breadcrumbTrail, documentTitle, type PageIdentity } from './breadcrumbs.ts'

const titles = (page: PageIdentity, pathname: string) => [...breadcrumbTrail(page, pathname).map((crumb) => crumb.title), page.title]

describe('breadcrumbs follow the sidebar', () => {
	test('a service page: Dashboard › My Products › service › page', () => {
		expect(
			titles(
				{ title: 'Bulk payout', serviceName: 'Payment', ancestor: { title: 'Payment', to: '/product/payment-service' } },
				'/product/payment-service/bulk-payout',
			),
		).toEqual(['Dashboard', 'My Products', 'Payment', 'Bulk payout'])
	})

	test('a batch under the bulk payout page names the batch, never "Bulk payout" twice', () => {
		const trail = titles(
			{
				title: 'Batch payouts.csv',
				serviceName: 'Payment',
				ancestor: { title: 'Bulk payout', to: '/product/payment-service/bulk-payout' },
			},
			'/product/payment-service/bulk-payout/bpb_1',
		)
		expect(trail).toEqual(['Dashboard', 'My Products', 'Payment', 'Bulk payout', 'Batch payouts.csv'])
		expect(new Set(trail).size).toBe(trail.length)
	})

	test('an ancestor that repeats the page is left out', () => {
		expect(
			titles(
				{ title: 'Bulk payout', serviceName: 'Payment', ancestor: { title: 'Bulk payout', to: '/x' } },
				'/product/payment-service/bulk-payout/1',
			),
		).toEqual(['Dashboard', 'My Products', 'Payment', 'Bulk payout'])
	})

	test("the service's landing page is the service's crumb whatever the handle calls it", () => {
		expect(
			titles(
				{ title: 'NGN wallet', serviceName: 'FCAT', ancestor: { title: 'Fiat wallets', to: '/product/fiat-wallet-service' } },
				'/product/fiat-wallet-service/wallet',
			),
		).toEqual(['Dashboard', 'My Products', 'Fiat wallet', 'NGN wallet'])
	})

	test('the service is read from the URL when the handle does not name it', () => {
		expect(
			titles(
				{ title: 'All wallets', ancestor: { title: 'Crypto wallet', to: '/product/wallet-service' } },
				'/product/wallet-service/all-wallets',
			),
		).toEqual(['Dashboard', 'My Products', 'Crypto wallet', 'All wallets'])
		expect(titles({ title: 'Transaction report' }, '/crypto/crypto-transaction-analysis-report')).toEqual([
			'Dashboard',
			'My Products',
			'Crypto wallet',
			'Transaction report',
		])
	})

	test("a service's landing page: Dashboard › My Products › service", () => {
		expect(
			titles({ title: 'Trading', serviceName: 'Trading', ancestor: { title: 'My Products', to: '/products' } }, '/product/trading'),
		).toEqual(['Dashboard', 'My Products', 'Trading'])
	})

	test('an order keeps the orders list between the service and itself', () => {
		expect(
			titles(
				{ title: 'Order tqt_1', serviceName: 'Trading', ancestor: { title: 'Orders', to: '/product/trading/orders' } },
				'/product/trading/orders/tqt_1',
			),
		).toEqual(['Dashboard', 'My Products', 'Trading', 'Orders', 'Order tqt_1'])
	})

	test('pages outside the services, and the dashboard itself', () => {
		expect(titles({ title: 'Accounts', ancestor: { title: 'Dashboard', to: '/' } }, '/accounts')).toEqual(['Dashboard', 'Accounts'])
		expect(titles({ title: 'My Products', ancestor: { title: 'Dashboard', to: '/' } }, '/products')).toEqual(['Dashboard', 'My Products'])
		expect(titles({ title: 'Dashboard' }, '/')).toEqual(['Dashboard'])
	})
})

describe('the document title names what is open, then its service', () => {
	test.each([
		[
			{ title: 'NGN wallet', serviceName: 'FCAT' },
			'/product/fiat-wallet-service/wallet',
			'NGN wallet · Fiat wallet | Integrator Dashboard',
		],
		[{ title: 'Order tqt_1', serviceName: 'Trading' }, '/product/trading/orders/tqt_1', 'Order tqt_1 · Trading | Integrator Dashboard'],
		[{ title: 'Trading', serviceName: 'Trading' }, '/product/trading', 'Trading | Integrator Dashboard'],
		[{ title: 'Accounts' }, '/accounts', 'Accounts | Integrator Dashboard'],
	])('%o at %s', (page, pathname, title) => {
		expect(documentTitle(page, pathname)).toBe(title)
	})
	test('no title: the app', () => {
		expect(documentTitle(undefined, '/x')).toBe('Integrator Dashboard')
	})
})

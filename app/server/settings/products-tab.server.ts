import type { Subscription } from '#contract/products.ts'
import type { EmailNotification, WithdrawalAddress } from '#contract/settings/products.ts'
import {
	DEFAULT_SETTINGS_PRODUCT,
	EMAIL_SETTING_LABELS,
	isSettingsProductKey,
	PRODUCT_SCREEN_LABELS,
	productEmailKeys,
	productsTabUrl,
	SETTINGS_PRODUCTS,
	type ProductScreen,
	type ProductsTabData,
	type SavedAddress,
	type SettingsProductKey,
} from '#app/lib/settings/products-tab.ts'
import { roleRefusal } from '#app/lib/team/refusals.ts'
import { ProviderError } from '../provider/client.server.ts'
import type { User } from '../user.server.ts'

/**
 * The products this integrator has settings for: Funding always, plus each approved service among Trading, Crypto wallet, Fiat
 * wallet and Lending, sorted by name. A service still in review is left out:
 * its summary appears once approved.
 */
export function availableProducts(subscriptions: Subscription[]): SettingsProductKey[] {
	const approved = new Set(subscriptions.filter((s) => s.isApproved).map((s) => s.name))
	return (Object.keys(SETTINGS_PRODUCTS) as SettingsProductKey[])
		.filter((key) => {
			const service = SETTINGS_PRODUCTS[key].service
			return service === null || approved.has(service)
		})
		.sort((a, b) => SETTINGS_PRODUCTS[a].label.localeCompare(SETTINGS_PRODUCTS[b].label))
}

/** The saved-address search: matches address, asset, asset name, description, network, status or uid, ignoring case. */
export function searchAddresses(addresses: WithdrawalAddress[], query: string) {
	const needle = query.trim().toLowerCase()
	if (!needle) return addresses
	return addresses.filter((a) =>
		[a.address, a.asset, a.assetName, a.description, a.network, a.status, a.uid].some((field) => field.toLowerCase().includes(needle)),
	)
}

/** The tab's URL state: `?product=…&screen=…&q=…`. */
export function readProductsTabUrl(request: Request) {
	const params = new URL(request.url).searchParams
	return {
		product: params.get('product') ?? DEFAULT_SETTINGS_PRODUCT,
		screen: params.get('screen'),
		q: (params.get('q') ?? '').trim().slice(0, 200),
	}
}

/** A provider refusal while loading shows its message on the screen instead of failing the page. */
async function orRefusal<T>(load: Promise<T>): Promise<{ value: T; error: null } | { value: null; error: string }> {
	try {
		return { value: await load, error: null }
	} catch (error) {
		if (error instanceof ProviderError) return { value: null, error: error.body.message }
		throw error
	}
}

function emailRows(product: SettingsProductKey, notifications: EmailNotification[]) {
	const saved = new Map(notifications.map((n) => [n.emailSetting, n.active]))
	return productEmailKeys(product)
		.filter((key) => saved.has(key))
		.map((key) => ({ key, label: EMAIL_SETTING_LABELS[key], active: saved.get(key) === true }))
}

/**
 * The tab's data for the URL asked. The calls a sub-screen needs (e-mail
 * preferences, saved addresses) start with the profile and subscriptions,
 * not after them, and only when that screen is open.
 */
export async function loadProductsTab(request: Request, user: User): Promise<ProductsTabData> {
	const url = readProductsTabUrl(request)
	const [profile, subscriptions, emails, addresses] = await Promise.all([
		user.profile,
		user.subscriptions,
		url.screen === 'emails' ? orRefusal(user.api.settings.getEmailNotifications()) : null,
		url.screen === 'addresses' ? orRefusal(user.api.settings.getWithdrawalAddresses()) : null,
	])

	if (subscriptions.length === 0) return { state: 'no-subscriptions' }
	if (!subscriptions.some((s) => s.isApproved)) return { state: 'in-review', count: subscriptions.length }

	const products = availableProducts(subscriptions)
	const menu = products.map((key) => ({ id: key, label: SETTINGS_PRODUCTS[key].label, to: productsTabUrl({ product: key }) }))
	const ready = { state: 'ready' as const, menu }
	if (!isSettingsProductKey(url.product) || !products.includes(url.product)) {
		return { ...ready, current: null, view: { screen: 'unknown' } }
	}
	const key = url.product
	const product = { key, label: SETTINGS_PRODUCTS[key].label }
	const screens: readonly ProductScreen[] = SETTINGS_PRODUCTS[key].screens
	const screen = screens.find((s) => s === url.screen)
	const back = productsTabUrl({ product: key })
	const current = { ...ready, current: key }
	const role = profile.member.role

	switch (screen) {
		case 'emails':
			return {
				...current,
				view: {
					screen,
					product,
					back,
					error: emails?.error ?? null,
					settings: emailRows(key, emails?.value ?? []),
					refusal: roleRefusal(role, 'settings.manage'),
				},
			}
		case 'blacklist':
			return {
				...current,
				view: { screen, product, back, checked: profile.checkBlacklistOnWithdrawal, refusal: roleRefusal(role, 'settings.manage') },
			}
		case 'addresses': {
			const found = searchAddresses(addresses?.value ?? [], url.q).map((a): SavedAddress => ({
				addressId: a.addressId,
				address: a.address,
				asset: a.asset,
				assetName: a.assetName,
				network: a.network,
				description: a.description,
				status: a.status,
				uid: a.uid,
			}))
			const refusal = roleRefusal(role, 'beneficiaries.manage')
			return { ...current, view: { screen, product, back, error: addresses?.error ?? null, q: url.q, addresses: found, refusal } }
		}
		default:
			return {
				...current,
				view: {
					screen: 'items',
					product,
					items: screens.map((s) => ({ id: s, label: PRODUCT_SCREEN_LABELS[s], to: productsTabUrl({ product: key, screen: s }) })),
				},
			}
	}
}

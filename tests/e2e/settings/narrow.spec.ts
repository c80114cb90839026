import type { Locator, Page } from '@playwright/test'
import { test, expect } from '../utils/fixtures'
import { seedScenario } from '../utils/sandbox'

/**
 * At 360 px the settings tabs and the side menus wrap instead of scrolling
 * sideways: the active item is in view as the page loads, with or without
 * JavaScript.
 */

test.use({ viewport: { width: 360, height: 800 } })

async function expectFullyInView(page: Page, item: Locator) {
	await expect(item).toBeVisible()
	const box = await item.boundingBox()
	const width = page.viewportSize()!.width
	expect(box, 'the item has a box').not.toBeNull()
	expect(box!.x).toBeGreaterThanOrEqual(0)
	expect(box!.x + box!.width).toBeLessThanOrEqual(width)
	// Nothing of the menu is hidden in a sideways scroll.
	const nav = item.locator('xpath=ancestor::nav[1]')
	expect(await nav.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
}

test('the active settings tab and menu items are in view at 360 px', async ({ page, login }) => {
	const scenario = await seedScenario('settings-ready')
	await login(page, scenario.integrators[0]!.email)

	await page.goto('/settings/products?product=trading')
	const tabs = page.getByRole('navigation', { name: 'Settings' })
	await expectFullyInView(page, tabs.getByRole('link', { name: 'Products & subscriptions' }))
	await expectFullyInView(page, page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Trading' }))

	await page.goto('/settings/security?section=sessions')
	await expectFullyInView(page, tabs.getByRole('link', { name: 'Security' }))
	await expectFullyInView(page, page.getByRole('navigation', { name: 'Security' }).getByRole('link', { name: 'IP whitelisting' }))
})

/**
 * Nothing of a settings page is wider than a 360 px screen: no sideways
 * scroll on any tab or section. The page's width is read through Playwright's
 * own evaluation, which works with the page's scripts off too.
 */
test('no settings tab or section is wider than a 360 px screen', async ({ page, login }) => {
	test.slow()
	const scenario = await seedScenario('settings-ready')
	await login(page, scenario.integrators[0]!.email)
	const sections = ['pin', 'password', '2fa', 'mfa', 'email', 'phone', 'sessions'].map((id) => `/settings/security?section=${id}`)
	const products = ['trading', 'wallets'].map((id) => `/settings/products?product=${id}`)
	for (const path of [
		'/settings',
		'/settings/integrations',
		...products,
		'/settings/products?product=wallets&screen=blacklist',
		...sections,
	]) {
		await page.goto(path)
		await expect(page.getByRole('navigation', { name: 'Settings' })).toBeVisible()
		const width = await page.evaluate(() => document.documentElement.scrollWidth)
		expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(360)
	}
})

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

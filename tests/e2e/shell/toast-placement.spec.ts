import type { Locator } from '@playwright/test'
import { test, expect } from '../utils/fixtures'
import { seedScenario } from '../utils/sandbox'

/**
 * A toast never covers the top bar's account menu (the account name on a
 * desktop, its initial on a phone) nor, on narrow screens, the Menu button.
 */

async function boxOf(locator: Locator) {
	await expect(locator).toBeVisible()
	const box = await locator.boundingBox()
	expect(box, 'the element has a box').not.toBeNull()
	return box!
}

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

for (const width of [1280, 360]) {
	test(`the toast covers neither the account menu nor the Menu button at ${width} px`, async ({ page, login, waitForHydration }) => {
		await page.setViewportSize({ width, height: 800 })
		const user = (await seedScenario('settings-ready')).integrators[0]!
		await login(page, user.email)
		await page.goto('/settings/products?product=wallets&screen=blacklist')
		await waitForHydration()
		await page.getByRole('switch', { name: 'Check withdrawal addresses against blacklists' }).click()
		const toast = page.getByTestId('toast')
		await expect(toast).toContainText('Blacklist check on')
		// The toast slides in: measure where it settles.
		await page.waitForTimeout(300)
		const toastBox = await boxOf(toast)

		const header = page.getByRole('banner')
		const covered = [header.locator('summary').filter({ hasText: 'Account menu for' })]
		if (width < 1024) covered.push(header.locator('summary').filter({ hasText: /^Menu$/ }))
		for (const target of covered) {
			const box = await boxOf(target)
			expect(overlaps(toastBox, box), `toast ${JSON.stringify(toastBox)} covers ${JSON.stringify(box)}`).toBe(false)
		}
	})
}

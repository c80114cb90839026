import type { Page } from '@playwright/test'
import { test, expect } from '../utils/fixtures'

/**
 * A form's schema, zod and the parser load when the form is first used, not
 * on the page's first visit (the kit's form binding,
 * docs/decisions/120-light-forms.md). The checks users had stay: with
 * JavaScript, as typed and on submit in the browser (a refused submit posts
 * nothing and focuses the first invalid field); without it, the server's
 * answer in the same words.
 */

/** Script URLs the page loaded, from the browser's own resource list. */
const scripts = (page: Page) =>
	page.evaluate(() =>
		performance
			.getEntriesByType('resource')
			.map((entry) => entry.name)
			.filter((name) => name.endsWith('.js')),
	)
const isFormCheck = (name: string) => /\/form-check-[\w-]+\.js$/.test(name)

test('sign-up: its check loads when the form is first used, refuses in the same words with JavaScript on and off', async ({
	page,
	jsEnabled,
	waitForHydration,
}) => {
	const posts: string[] = []
	page.on('request', (request) => {
		if (request.method() === 'POST') posts.push(request.url())
	})
	await page.goto('/auth/register')
	await waitForHydration()
	if (jsEnabled) {
		const before = await scripts(page)
		expect(before.length, 'the page loaded its scripts').toBeGreaterThan(3)
		expect(before.filter(isFormCheck), 'no form check on the first visit').toEqual([])
	}
	await page.getByLabel('Personal').check()
	await page.getByLabel('Last name').fill('Lovelace')
	await page.getByLabel('E-mail').fill('ada@')
	await page.getByLabel('Country').selectOption('NG')
	if (jsEnabled) {
		await expect.poll(async () => (await scripts(page)).some(isFormCheck)).toBe(true)
		// Checked as typed: leaving the e-mail field (shouldValidate: onBlur) says what is wrong, nothing posted.
		await page.getByLabel('E-mail').blur()
		await expect(page.getByText('Enter a valid e-mail address')).toBeVisible()
	}
	await page.getByRole('button', { name: 'Create account' }).click()
	const firstName = page.getByLabel('First name')
	await expect(page.getByText('First name is required')).toBeVisible()
	await expect(page.getByText('Enter a valid e-mail address')).toBeVisible()
	await expect(firstName).toHaveAttribute('aria-invalid', 'true')
	await expect(firstName).toHaveAttribute('aria-describedby', /register-firstName-error/)
	if (jsEnabled) {
		await expect(firstName).toBeFocused()
		expect(posts, 'a refused submit posts nothing').toEqual([])
	}
	// Corrected as typed once refused (shouldRevalidate: onInput).
	await firstName.fill('Ada')
	if (jsEnabled) await expect(page.getByText('First name is required')).toHaveCount(0)
	await expect(page).toHaveURL(/\/auth\/register/)
})

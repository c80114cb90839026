import { PIN, integratorWithPin } from '../money/transfer-support'
import { expectNoA11yViolations, test, expect } from '../utils/fixtures'
import { sandboxFetch } from '../utils/sandbox'

/**
 * 'Rotate secret' stops the old signing secret at once, so it asks first as
 * every destructive action does (ConfirmAction, record 122): the question is
 * a page state (`?confirm=rotate-secret`) with JavaScript on and off, 'Keep
 * it' changes nothing, and the secret changes only with the question's post.
 */

test('Rotate secret asks first: the question is a page state, Keep it changes nothing, its post with the PIN rotates', async ({
	page,
	login,
}) => {
	const { user, token } = await integratorWithPin()
	await login(page, user.email)
	const secret = async () => (await sandboxFetch<{ data: { secret: string } }>('/integrator/v1/webhook/secret', { token })).data.secret
	const before = await secret()

	await page.goto('/settings/integrations')
	await expect(page.getByLabel('Transaction PIN')).toHaveCount(0)
	await page.getByRole('link', { name: 'Rotate secret' }).click()
	await expect(page).toHaveURL('/settings/integrations?confirm=rotate-secret')
	await expect(page.getByRole('heading', { name: 'Rotate the signing secret?' })).toBeVisible()
	expect(await secret()).toBe(before)
	await expectNoA11yViolations(page)

	await page.getByRole('link', { name: 'Keep it' }).click()
	await expect(page).toHaveURL('/settings/integrations')
	await expect(page.getByRole('heading', { name: 'Rotate the signing secret?' })).toHaveCount(0)
	expect(await secret()).toBe(before)

	await page.getByRole('link', { name: 'Rotate secret' }).click()
	await page.getByLabel('Transaction PIN').fill(PIN)
	await page.getByRole('button', { name: 'Rotate secret' }).click()
	await expect(page.getByText('Your signing secret has been rotated')).toBeVisible()
	const after = await secret()
	expect(after).not.toBe(before)
	await expect(page.getByTestId('signing-secret')).toHaveText(after)
	await expect(page.getByRole('heading', { name: 'Rotate the signing secret?' })).toHaveCount(0)
})

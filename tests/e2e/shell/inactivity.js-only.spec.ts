import { test, expect } from '../utils/fixtures'
import { registerIntegrator } from '../utils/sandbox'

/**
 * The inactivity prompt and countdown are JavaScript's (the server's own
 * 30-minute limit, which holds without it, is covered by the unit tests of
 * the session guard). The page clock is fast-forwarded; the server's is not.
 */
test('after 25 idle minutes a prompt counts down the real time left; Stay logged in resets it', async ({
	page,
	login,
	waitForHydration,
}) => {
	await page.clock.install()
	const user = await registerIntegrator()
	await login(page, user.email)
	await waitForHydration()

	await page.clock.fastForward('24:50')
	await expect(page.getByRole('alertdialog')).toHaveCount(0)
	await page.clock.fastForward('00:15')
	const prompt = page.getByRole('alertdialog')
	await expect(prompt).toBeVisible()
	await expect(prompt.getByTestId('inactivity-countdown')).toHaveText(/^04:[45]\d$/)
	await page.clock.fastForward('01:00')
	await expect(prompt.getByTestId('inactivity-countdown')).toHaveText(/^03:[45]\d$/)

	await prompt.getByRole('button', { name: 'Stay logged in' }).click()
	await expect(prompt).toHaveCount(0)
	await page.clock.fastForward('20:00')
	await expect(page.getByRole('alertdialog')).toHaveCount(0)
	await expect(page).toHaveURL('/')
})

test('after 30 idle minutes the user is logged out, with the reason', async ({ page, login, waitForHydration }) => {
	await page.clock.install()
	const user = await registerIntegrator()
	await login(page, user.email)
	await waitForHydration()
	await page.clock.fastForward('30:05')
	await expect(page).toHaveURL('/auth/login')
	await expect(page.getByTestId('toast')).toContainText('30 minutes')
	await page.goto('/')
	await expect(page).toHaveURL('/auth/login')
})

test('logout clears local and session storage', async ({ page, login, waitForHydration }) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	await waitForHydration()
	await page.evaluate(() => {
		localStorage.setItem('left-behind', 'x')
		sessionStorage.setItem('left-behind', 'y')
	})
	await page.getByRole('link', { name: 'Logout' }).first().click()
	await page.getByRole('button', { name: 'Log out' }).click()
	await expect(page).toHaveURL('/auth/login')
	const left = await page.evaluate(() => [localStorage.getItem('left-behind'), sessionStorage.getItem('left-behind')])
	expect(left).toEqual([null, null])
})

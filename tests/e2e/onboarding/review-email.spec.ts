import { testControlToken } from '../../../sandbox/test-support/sandbox-client'
import { DASHBOARD_URL, SANDBOX_URL } from '../utils/env'
import { test, expect } from '../utils/fixtures'
import { seedScenario, waitForMessage } from '../utils/sandbox'
import { review } from './helpers'

test("the review e-mail's link, opened from the mailbox, lands on the review page with the rejected document: the card's own link", async ({
	page,
	login,
}) => {
	const email = (await seedScenario('kyb-submitted')).integrators[0]!.email
	await review(email, { documents: { cacDoc: { status: 'REJECTED', reason: 'The certificate is not legible' } } })
	await waitForMessage(email, { subject: 'Some KYB documents were rejected' })
	await login(page, email)

	// The dashboard card's 'Review & Resubmit' and the e-mail's link are one URL.
	await page.goto('/')
	const card = page.getByTestId('dashboard-onboarding').getByRole('link', { name: 'Review & Resubmit' })
	const cardHref = await card.getAttribute('href')
	expect(cardHref).toBe('/business-onboarding?review=documents')

	// The mailbox needs the sandbox's control token, asked for once (a developer has it from the first start).
	await page.goto(`${SANDBOX_URL}/sandbox/mailbox?to=${encodeURIComponent(email)}`)
	await page.getByLabel('Control token').fill(testControlToken()!)
	await page.getByRole('button', { name: 'Open the mailbox' }).click()
	const message = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Some KYB documents were rejected' }) })
	const link = message.getByRole('link', { name: `${DASHBOARD_URL}${cardHref}` })
	await expect(link).toHaveAttribute('href', `${DASHBOARD_URL}${cardHref}`)
	await link.click()

	await expect(page).toHaveURL(`${DASHBOARD_URL}/business-onboarding?review=documents`)
	await expect(page.getByTestId('document-cacDoc')).toContainText('The certificate is not legible')
	await expect(page.getByTestId('document-licenseDoc')).toHaveCount(0)
})

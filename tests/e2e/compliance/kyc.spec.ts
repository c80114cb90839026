import { deliverNow, hookedReceiver } from '../settings/webhooks-support'
import { expectNoA11yViolations, test, expect } from '../utils/fixtures'
import { passwordLogin, sandboxFetch } from '../utils/sandbox'
import { codeSentTo, customerPage, expectLedgerBalanced, kycCompany, photo, uniquePhone } from './kyc-support'

/**
 * KYC onboarding, JavaScript on and off: the integrator builds a flow of
 * three steps and reorders them (arrows without JavaScript, dragging with
 * it); an end customer opens a flow's public link on a phone (a new browser,
 * no login, 360 px), passes the phone code, an ID document, a selfie and a
 * BVN check, and ends on /kyc-form/completed; the integrator sees the
 * verification and its report, and its receiver the signed webhook. A failing BVN test value shows as failed.
 */

test.afterEach(expectLedgerBalanced)

test('the builder makes a flow of three steps in the order chosen, saves it with its toast, and previews it', async ({
	page,
	login,
	jsEnabled,
	waitForHydration,
}) => {
	test.setTimeout(90_000)
	const company = await kycCompany()
	await login(page, company.email)
	await page.goto('/product/compliance/kyc/create')
	await waitForHydration()
	await page.getByLabel('Name').fill('three-steps')
	// The builder's default (docs/product/compliance.md#the-pages): every step ticked, in order. Three are kept.
	await expect(page.getByTestId('builder-step')).toHaveCount(5)
	await page.getByLabel(/^Phone number/).uncheck()
	await page.getByLabel(/^E-mail address/).uncheck()
	const steps = () => page.getByTestId('builder-step').evaluateAll((items) => items.map((item) => item.getAttribute('data-step')))
	if (jsEnabled) {
		// Dragged to the top, then one arrow press: the same order as two presses without JavaScript.
		await page.locator('[data-step="bvn"]').dragTo(page.locator('[data-step="phone"]'))
		await expect.poll(steps).toEqual(['bvn', 'phone', 'email', 'upload', 'selfie'])
		await page.getByRole('button', { name: 'Move Phone number down' }).click()
	} else {
		for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Move Government ID check up' }).click()
		await expect(page.getByRole('button', { name: 'Move Government ID check up' })).toBeDisabled()
	}
	await expect
		.poll(steps)
		.toEqual(jsEnabled ? ['bvn', 'email', 'phone', 'upload', 'selfie'] : ['bvn', 'phone', 'email', 'upload', 'selfie'])
	// Unticked steps kept their state through the moves.
	await expect(page.getByLabel(/^Phone number/)).not.toBeChecked()
	await expect(page.getByLabel(/^ID document/)).toBeChecked()
	await page.getByRole('button', { name: 'Save flow' }).click()
	await expect(page).toHaveURL(/\/product\/compliance\/kyc-onboarding\/three-steps$/)
	await expect(page.getByText('KYC flow updated')).toBeVisible()
	await expect(page.getByText('The KYC flow has been updated successfully')).toBeVisible()
	await expect(page.getByTestId('flow-steps').getByRole('listitem')).toHaveText(['1. Government ID check', '2. ID document', '3. Selfie'])
	await expect(page.getByTestId('flow-link')).toContainText('/kyc-form?flow=kyf_')

	await page.getByRole('link', { name: 'Edit flow' }).click()
	await waitForHydration()
	await page.getByRole('button', { name: 'Preview' }).click()
	await expect(page).toHaveURL(/\/product\/compliance\/kyc-flow\?/)
	await expect(page.getByTestId('preview-steps').getByRole('listitem')).toHaveText(['Government ID check', 'ID document', 'Selfie'])
})

test('an end customer passes a phone code, an ID document, a selfie and a BVN check on a phone, and the integrator sees the report', async ({
	page,
	browser,
	login,
	jsEnabled,
}) => {
	test.setTimeout(120_000)
	const company = await kycCompany()
	const token = await passwordLogin(company.email, company.password!)
	await sandboxFetch('/compliance/v1/account', { token, body: { name: 'phone-flow', steps: ['phone', 'upload', 'selfie', 'bvn'] } })
	const receiver = await hookedReceiver(token)
	await login(page, company.email)
	await page.goto('/product/compliance/kyc-onboarding/phone-flow')
	const link = (await page.getByTestId('flow-link').textContent())!.trim()

	const phone = await customerPage(browser, jsEnabled)
	await phone.goto(link)
	await expect(phone.getByText('KYC Flows Ltd asks you to verify your identity')).toBeVisible()
	await expectNoA11yViolations(phone)
	await phone.getByRole('button', { name: 'Start' }).click()
	await expect(phone.getByTestId('form-progress')).toHaveText('Step 1 of 4')
	const number = uniquePhone()
	await phone.getByLabel('Phone number, with its country code').fill(number)
	await phone.getByRole('button', { name: 'Send code' }).click()
	await expect(phone.getByText(`We sent a 6-digit code to ${number}`)).toBeVisible()
	await expectNoA11yViolations(phone)
	await phone.getByLabel('Code').fill(await codeSentTo(number))
	await phone.getByRole('button', { name: 'Confirm code' }).click()

	await expect(phone.getByTestId('form-progress')).toHaveText('Step 2 of 4')
	await phone.getByLabel(/^Photo of the document/).setInputFiles(photo())
	await phone.getByRole('button', { name: 'Send document' }).click()
	await expect(phone.getByTestId('form-progress')).toHaveText('Step 3 of 4')
	const selfie = phone.getByLabel(/^Selfie/)
	await expect(selfie).toHaveAttribute('capture', 'user')
	await expectNoA11yViolations(phone)
	await selfie.setInputFiles(photo())
	await phone.getByRole('button', { name: 'Send selfie' }).click()
	await expect(phone.getByTestId('form-progress')).toHaveText('Step 4 of 4')
	await phone.getByLabel('Which number').selectOption('BVN')
	await phone.getByLabel('Number', { exact: true }).fill('22345678901')
	await phone.getByRole('button', { name: 'Check' }).click()
	await expect(phone).toHaveURL(/\/kyc-form\/completed$/)
	await expect(phone.getByRole('heading', { name: 'Verification complete' })).toBeVisible()
	await phone.context().close()

	await page.reload()
	const row = page.getByTestId('verification-row').filter({ hasText: 'Verified' })
	await expect(row).toHaveCount(1)
	await row.getByRole('link').click()
	await expect(page).toHaveURL(/\/product\/compliance\/kyc-onboarding\/report\?id=kyv_/)
	await expect(page.getByTestId('report-steps').getByRole('listitem')).toHaveCount(4)
	await expect(page.getByTestId('report-steps')).not.toContainText('Not done')
	await expect(page.getByTestId('gov-check')).toContainText('Verified')
	await expect(page.getByText(number)).toBeVisible()
	await expect(page.getByRole('img', { name: 'The selfie' })).toHaveJSProperty('naturalWidth', 240)

	// The integrator's receiver gets the verification's end, signed, once.
	const id = new URL(page.url()).searchParams.get('id')
	// Sent now if the sandbox's worker has not sent it already.
	await deliverNow(company.email)
	const [arrived] = await receiver.waitFor((got) => got.event?.type === 'kyc.verification.completed')
	expect(arrived!.signatureValid).toBe(true)
	expect(arrived!.event!.data).toMatchObject({ id, status: 'COMPLETED' })
	expect(receiver.received.filter((got) => got.event?.type === 'kyc.verification.completed')).toHaveLength(1)
	await receiver.stop()
})

test('a BVN ending in 0 fails: the customer is told, and the verification shows as failed', async ({ page, browser, login, jsEnabled }) => {
	test.setTimeout(90_000)
	const company = await kycCompany()
	await login(page, company.email)
	await page.goto('/product/compliance/kyc-onboarding/quick-check')
	const link = (await page.getByTestId('flow-link').textContent())!.trim()
	const phone = await customerPage(browser, jsEnabled)
	await phone.goto(link)
	await phone.getByRole('button', { name: 'Start' }).click()
	await phone.getByLabel('Number', { exact: true }).fill('1234')
	await phone.getByRole('button', { name: 'Check' }).click()
	await expect(phone.getByText('A BVN is 11 digits').last()).toBeVisible()
	await phone.getByLabel('Number', { exact: true }).fill('22345678900')
	await phone.getByRole('button', { name: 'Check' }).click()
	await expect(phone.getByRole('heading', { name: 'We could not verify your identity' })).toBeVisible()
	await phone.context().close()
	await page.reload()
	await expect(page.getByTestId('verification-row').filter({ hasText: 'No BVN record matches this number' })).toContainText('Failed')
})

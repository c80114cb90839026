import { writeFileSync } from 'node:fs'
import { DOCUMENT_LABELS, KYB_DOCUMENT_NAMES } from '../../../contract/onboarding/options'
import { test, expect } from '../utils/fixtures'
import { seedScenario } from '../utils/sandbox'
import { chooseLocation, controlRecord, expectAccessibleAtBothWidths, fixtureFile, review } from './helpers'

/** A company whose KYB is submitted (two shareholders and one other stakeholder), its shareholder Kwame Mensah rejected. */
async function kwameRejected() {
	const email = (await seedScenario('kyb-submitted')).integrators[0]!.email
	const kwame = (await controlRecord(email)).shareholders.find((holder) => holder.firstName === 'Kwame')!
	await review(email, { shareholders: { [kwame.id]: { status: 'REJECTED', reason: 'The national ID card has expired' } } })
	return email
}

test('a rejected shareholder is fixed beside another stakeholder, with a new ID, and the page says it can be resubmitted', async ({
	page,
	login,
	waitForHydration,
}, testInfo) => {
	const email = await kwameRejected()
	await login(page, email)
	await page.goto('/business-onboarding?review=stakeholders')
	await expect(page.getByRole('button', { name: 'Resubmit' })).toBeDisabled()
	await page.getByRole('link', { name: 'Edit Kwame Mensah' }).click()
	await waitForHydration()
	const edit = page.getByRole('form', { name: 'Edit shareholder' })
	// The seeded state is what the form writes (a code): it is chosen, not asked for again.
	await expect(edit.getByLabel('State', { exact: true })).toHaveValue('AA')
	await expect(edit.getByLabel('State', { exact: true }).locator('option:checked')).toHaveText('Greater Accra')
	await expectAccessibleAtBothWidths(page)
	await edit.getByLabel('Address', { exact: true }).fill('22 Oxford Street, Osu')
	await edit.getByLabel('ID document (front)').setInputFiles(fixtureFile(testInfo, 'new-front.png'))
	await edit.getByRole('button', { name: 'Save shareholder' }).click()
	await expect(page.getByText('Not reviewed yet')).toBeVisible()
	await expect(page.getByText('Everything that was rejected has been fixed.')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Resubmit' })).toBeEnabled()
	await page.getByRole('button', { name: 'Resubmit' }).click()
	await expect(page).toHaveURL(/\/business-onboarding\/submitted$/)
	await expectAccessibleAtBothWidths(page)
})

test('a file over 500 KB is named under its field and nothing typed in the shareholder form is lost', async ({
	page,
	login,
	jsEnabled,
	waitForHydration,
}, testInfo) => {
	const email = (await seedScenario('kyb-in-progress')).integrators[0]!.email
	await login(page, email)
	await page.goto('/business-onboarding/shareholders-info')
	await waitForHydration()
	const form = page.getByRole('form', { name: 'Add shareholder' })
	await form.getByLabel('First name').fill('Amina')
	await form.getByLabel('Last name').fill('Diallo')
	await form.getByLabel('Position').fill('Director')
	await chooseLocation(page, jsEnabled, { country: 'Nigeria', state: 'Lagos', countryLabel: 'Nationality' }, form)
	await form.getByLabel('Address', { exact: true }).fill('3 Allen Avenue')
	await form.getByLabel('Number of shares').fill('600')
	await form.getByLabel('Shares percent').fill('60')
	await form.getByLabel('ID type').selectOption({ label: 'International passport' })
	await form.getByLabel('Proof of address type').selectOption({ label: 'Utility bill' })
	const big = testInfo.outputPath('big-front.png')
	writeFileSync(big, Buffer.alloc(600_000, 1))
	await form.getByLabel('ID document (front)').setInputFiles(big)
	await form.getByLabel('ID document (back)').setInputFiles(fixtureFile(testInfo, 'back.png'))
	await form.getByLabel('Proof of address', { exact: true }).setInputFiles(fixtureFile(testInfo, 'address.pdf'))
	await form.getByRole('button', { name: 'Save shareholder' }).click()
	await expect(form.getByText('big-front.png: File size too big. File must be 500kb or less')).toBeVisible()
	await expect(form.getByLabel('First name')).toHaveValue('Amina')
	await expect(form.getByLabel('Position')).toHaveValue('Director')
	await expect(form.getByLabel('State', { exact: true })).toHaveValue('LA')
	await expect(form.getByLabel('Address', { exact: true })).toHaveValue('3 Allen Avenue')
	await expect(form.getByLabel('Shares percent')).toHaveValue('60')
	await expect(form.getByLabel('ID type')).toHaveValue('PASSPORT')
	await expectAccessibleAtBothWidths(page)
	// Nothing was stored.
	expect((await controlRecord(email)).shareholders).toEqual([])
})

test('choosing a document uploads it (without JavaScript, one post sends every chosen file), and a refusal lists every missing one @bad-input', async ({
	page,
	login,
	jsEnabled,
	waitForHydration,
}, testInfo) => {
	const email = (await seedScenario('kyb-in-progress')).integrators[0]!.email
	await login(page, email)
	await page.goto('/business-onboarding/documents-upload')
	await waitForHydration()
	await page.getByRole('button', { name: 'Save and continue' }).click()
	for (const name of KYB_DOCUMENT_NAMES) await expect(page.getByText(`Upload the ${DOCUMENT_LABELS[name]}`, { exact: true })).toBeVisible()
	await expectAccessibleAtBothWidths(page)

	// Five chosen: with JavaScript each goes up when chosen, without it Save and continue sends them all.
	const [last, ...first] = [...KYB_DOCUMENT_NAMES].reverse()
	for (const name of first) {
		await page
			.getByTestId(`document-${name}`)
			.locator('input[type=file]')
			.setInputFiles(fixtureFile(testInfo, `${name}.pdf`))
		if (jsEnabled) await expect(page.getByTestId(`document-${name}`).getByTestId('document-state')).toHaveText('Uploaded')
	}
	await page.getByRole('button', { name: 'Save and continue' }).click()
	await expect(page.getByText(`Upload the ${DOCUMENT_LABELS[last!]}`, { exact: true })).toBeVisible()
	for (const name of first) {
		await expect(page.getByText(`Upload the ${DOCUMENT_LABELS[name]}`, { exact: true })).toHaveCount(0)
		await expect(page.getByTestId(`document-${name}`).getByTestId('document-state')).toHaveText('Uploaded')
	}
	await page
		.getByTestId(`document-${last}`)
		.locator('input[type=file]')
		.setInputFiles(fixtureFile(testInfo, `${last}.pdf`))
	if (jsEnabled) await expect(page.getByTestId(`document-${last}`).getByTestId('document-state')).toHaveText('Uploaded')
	await page.getByRole('button', { name: 'Save and continue' }).click()
	await expect(page).toHaveURL(/\/shareholders-info$/)
	expect((await controlRecord(email)).documents.map((doc) => doc.status)).toEqual(KYB_DOCUMENT_NAMES.map(() => 'UPLOADED'))
})

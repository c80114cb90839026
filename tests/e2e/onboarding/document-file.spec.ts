import { test, expect } from '../utils/fixtures'
import { registerIntegrator, seedScenario } from '../utils/sandbox'
import { fixtureFile, uploadDocument } from './helpers'

/**
 * An uploaded onboarding document can be opened again by its owner: its name on the documents step is a link
 * to the file (JavaScript on and off), served inline, never sniffed or cached; another integrator, or a
 * made-up id, gets a 404.
 */
test('an uploaded document opens from the documents step for its owner, and for nobody else', async ({ page, login }, testInfo) => {
	const { integrators } = await seedScenario('kyb-in-progress')
	const owner = integrators[0]!
	await login(page, owner.email)
	await page.goto('/business-onboarding/documents-upload')
	await uploadDocument(page, 'cacDoc', fixtureFile(testInfo, 'cac-certificate.pdf'))

	const link = page.getByTestId('document-cacDoc').getByRole('link', { name: 'cac-certificate.pdf' })
	await expect(link).toBeVisible()
	const href = (await link.getAttribute('href'))!
	expect(href).toMatch(/^\/business-onboarding\/documents\/[^/]+$/)

	const file = await page.request.get(href)
	expect(file.status()).toBe(200)
	expect(file.headers()['content-type']).toBe('application/pdf')
	expect(file.headers()['content-disposition']).toBe('inline; filename=cac-certificate.pdf')
	expect(file.headers()['x-content-type-options']).toBe('nosniff')
	expect(file.headers()['cache-control']).toBe('private, no-store')
	expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')

	for (const nonsense of ['no-such-document', 'x'.repeat(300), '%00', '..%2F..%2Fhealthz']) {
		expect((await page.request.get(`/business-onboarding/documents/${nonsense}`)).status(), nonsense).toBe(404)
	}

	await page.context().clearCookies()
	const other = await registerIntegrator({ accountType: 'COMPANY', country: 'NG' })
	await login(page, other.email)
	const refused = await page.request.get(href)
	expect(refused.status()).toBe(404)
	expect((await refused.body()).includes('%PDF')).toBe(false)
})

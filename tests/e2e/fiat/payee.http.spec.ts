import type { APIRequestContext } from '@playwright/test'
import { test, expect } from '../utils/fixtures'
import { sandboxFetch } from '../utils/sandbox'
import { fiatBalance, fiatCompany } from './support'

/**
 * Forged or replayed posts at what asks first: a wallet page
 * delete without the question's answer, a beneficiary of another holder
 * saved without the box ticked, an account saved twice. Each is refused
 * with its reason (a 4xx, never a 5xx) and changes nothing (record 109).
 */

type Form = Record<string, string>
const post = (request: APIRequestContext, origin: string, path: string, form: Form) =>
	request.post(path, { form, headers: { Origin: origin }, maxRedirects: 0 })

test('a delete without its confirmation, another holder’s account without the box and an account saved twice change nothing @bad-input', async ({
	page,
	login,
	baseURL,
}) => {
	test.setTimeout(90_000)
	const { user, token } = await fiatCompany()
	await login(page, user.email)
	const origin = baseURL!
	const list = async () =>
		(await sandboxFetch<{ data: { id: string; name: string }[] }>('/integrator/v1/fiat/beneficiaries', { token })).data
	const before = await list()
	const balance = await fiatBalance(token, 'NGN')
	const ada = before.find((item) => item.name === 'Ada Okafor')!

	const wallet = '/product/fiat-wallet-service/wallet?currency=NGN'
	const forged = await post(page.request, origin, wallet, { intent: 'delete-beneficiary', beneficiary: ada.id })
	expect(forged.status()).toBe(400)
	expect(await forged.text()).toContain('Confirm the deletion first: use Delete beside the beneficiary.')
	const nobody = await post(page.request, origin, wallet, {
		intent: 'delete-beneficiary',
		beneficiary: 'fbn_00000000000000000000',
		confirm: 'delete',
	})
	expect(nobody.status()).toBe(404)

	const person = '/fiat/create-individual-beneficiary?currency=NGN'
	const chinedu: Form = {
		method: 'NUBAN',
		firstName: 'Chinedu',
		lastName: 'Obi',
		bankCode: '011',
		accountNumber: '0000014579',
		paymentBeneficiaryType: 'THIRD_PARTY',
		intent: 'save-beneficiary',
	}
	const unconfirmed = await post(page.request, origin, person, chinedu)
	expect(unconfirmed.status()).toBe(400)
	expect(await unconfirmed.text()).toContain(
		'The bank says this account is held by Fatou Owusu: check the details, or confirm that you want to save it anyway',
	)
	const twice = await post(page.request, origin, person, {
		...chinedu,
		accountNumber: '0123456785',
		bankCode: '058',
		confirmNameMismatch: 'on',
	})
	expect(twice.status()).toBe(400)
	expect(await twice.text()).toContain('This account is already saved as a beneficiary: Ada Okafor')

	expect(await list()).toEqual(before)
	expect(await fiatBalance(token, 'NGN')).toBe(balance)
})

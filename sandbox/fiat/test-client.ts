import { expect } from 'vitest'
import { fiatWalletResponseSchema } from '#contract/fiat/api.ts'
import { beneficiaryListResponseSchema, beneficiaryResponseSchema } from '#contract/fiat/beneficiaries.ts'
import type { BeneficiaryRequest } from '#contract/fiat/beneficiary-checks.ts'
import { payoutQuoteResponseSchema, payoutResponseSchema, type CreatePayoutQuoteRequest } from '#contract/fiat/payouts.ts'
import { accountListResponseSchema } from '#contract/money/accounts.ts'
import { SCENARIO_PASSWORD } from '../scenario-people.ts'
import { login } from '../test-support/integrator-client.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import type { TestSandbox } from '../test-support/use-sandbox.ts'
import { FIAT_PIN } from './scenario.ts'

/**
 * Documented beneficiaries (docs/product/fiat.md) the tests pay, each named
 * as its bank names the holder (confirmation of payee: a match). The
 * 'fiat-active' scenario holds NGN_INDIVIDUAL already (its Ada Okafor).
 */
export const EUR_BUSINESS: BeneficiaryRequest = {
	kind: 'BUSINESS',
	currency: 'EUR',
	method: 'IBAN',
	businessName: 'Seine Transports SA',
	iban: 'FR14 2004 1010 0505 0001 3M02 606',
	bic: 'BNPAFRPP',
	paymentBeneficiaryType: 'THIRD_PARTY',
	isContractSigned: true,
}
export const NGN_INDIVIDUAL: BeneficiaryRequest = {
	kind: 'INDIVIDUAL',
	currency: 'NGN',
	method: 'NUBAN',
	firstName: 'Ada',
	lastName: 'Okafor',
	bankCode: '058',
	accountNumber: '0123456785',
	paymentBeneficiaryType: 'THIRD_PARTY',
	isContractSigned: false,
}

/** A 'fiat-active' company (wallets in EUR, NGN and USD; PIN FIAT_PIN) and the calls the fiat tests make as it. */
export async function fiatCompany(sandbox: TestSandbox) {
	const seeded = await sandbox.post('/sandbox/v1/control/scenarios/fiat-active', { tag: uniqueSuffix() })
	expect(seeded.status, JSON.stringify(seeded.json)).toBe(201)
	const email = seeded.json.data.integrators[0].email as string
	const token = await login(sandbox, email, SCENARIO_PASSWORD)
	const send = (method: string, path: string, body?: unknown) => sandbox.send(method, path, { token, body })
	const me = {
		email,
		token,
		get: (path: string) => send('GET', path),
		post: (path: string, body: unknown = {}) => send('POST', path, body),
		patch: (path: string, body: unknown) => send('PATCH', path, body),
		del: (path: string) => send('DELETE', path),
		async wallet(currency: string) {
			const answer = await send('GET', `/fcat/v1/wallets/${currency}`)
			expect(answer.status, JSON.stringify(answer.json)).toBe(200)
			return fiatWalletResponseSchema.parse(answer.json).data
		},
		async balances() {
			const accounts = accountListResponseSchema.parse((await send('GET', '/integrator/v1/accounts')).json).data
			return Object.fromEntries(accounts.map((account) => [`${account.ledgerType} ${account.currency}`, account.balance]))
		},
		async beneficiary(body: BeneficiaryRequest) {
			const answer = await send('POST', '/integrator/v1/fiat/beneficiaries', body)
			expect(answer.status, JSON.stringify(answer.json)).toBe(201)
			return beneficiaryResponseSchema.parse(answer.json).data
		},
		/** The company's beneficiary of this account: the scenario's when it holds one (an account is saved once), else saved now. */
		async payee(body: BeneficiaryRequest) {
			const saved = beneficiaryListResponseSchema.parse(
				(await send('GET', `/integrator/v1/fiat/beneficiaries?currency=${body.currency}`)).json,
			).data
			const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '').toUpperCase() : null)
			const same = saved.find(
				(item) =>
					(digits(body.iban) ?? digits(body.mobileNumber) ?? digits(body.accountNumber)) ===
					(item.iban ?? item.mobileNumber ?? item.accountNumber),
			)
			return same ?? me.beneficiary(body)
		},
		quote: (body: CreatePayoutQuoteRequest) => send('POST', '/fcat/v1/payouts/quote', body),
		async quoteOk(body: CreatePayoutQuoteRequest) {
			const answer = await send('POST', '/fcat/v1/payouts/quote', body)
			expect(answer.status, JSON.stringify(answer.json)).toBe(201)
			return payoutQuoteResponseSchema.parse(answer.json).data
		},
		confirm: (quoteId: string, extra: { pin?: string; sendAgain?: boolean; confirmNameMismatch?: boolean } = {}) =>
			send('POST', '/fcat/v1/payouts', {
				quoteId,
				pin: extra.pin ?? FIAT_PIN,
				...(extra.sendAgain ? { sendAgain: true } : {}),
				...(extra.confirmNameMismatch === undefined ? {} : { confirmNameMismatch: extra.confirmNameMismatch }),
			}),
		async confirmOk(quoteId: string, extra: { sendAgain?: boolean; confirmNameMismatch?: boolean } = {}) {
			const answer = await me.confirm(quoteId, extra)
			expect(answer.status, JSON.stringify(answer.json)).toBe(201)
			return payoutResponseSchema.parse(answer.json).data
		},
		async subjects() {
			const outbox = await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(email)}`)
			return (outbox.json.data as { subject: string }[]).map((message) => message.subject)
		},
	}
	return me
}
export type FiatCompany = Awaited<ReturnType<typeof fiatCompany>>

export const controlPayout = (sandbox: TestSandbox, id: string, verb: 'settle' | 'fail', body: unknown = {}) =>
	sandbox.post(`/sandbox/v1/control/fiat/payouts/${id}/${verb}`, body)

export const fiatDeposit = (sandbox: TestSandbox, email: string, currency: string, amount: string) =>
	sandbox.post(`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/fiat/${currency}/deposits`, { amount })

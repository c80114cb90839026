import type { APIRequestContext } from '@playwright/test'
import { APPROVAL_INTENTS } from '../../../app/lib/approvals/schemas'
import { loginTwoFactorIntents } from '../../../app/lib/auth/login-two-factor'
import { SCREENING_FIELDS } from '../../../app/lib/compliance/forms'
import { KYC_FORM_FIELDS, KYC_FORM_INTENTS } from '../../../app/lib/compliance/kyc-form'
import { BUILDER_FIELDS, SAVE_FLOW_INTENT } from '../../../app/lib/compliance/kyc-labels'
import { BATCH_INTENT, CONFIRM_INTENT } from '../../../app/lib/compliance/tools'
import { BENEFICIARY_FORM_FIELDS } from '../../../app/lib/fiat/beneficiary-form'
import { INTERNAL_TRANSFER_FIELDS } from '../../../app/lib/fiat/internal-transfer'
import { FIAT_INTENTS } from '../../../app/lib/fiat/labels'
import { PAYOUT_FORM_FIELDS } from '../../../app/lib/fiat/payout'
import { COLLATERAL_TRANSFER_FIELDS } from '../../../app/lib/lending/forms'
import { LENDING_INTENTS } from '../../../app/lib/lending/labels'
import { LOAN_FIELDS } from '../../../app/lib/lending/loan-preview'
import { TRANSFER_FIELDS } from '../../../app/lib/money/transfer-fields'
import { onboardingIntents } from '../../../app/lib/onboarding/intents'
import { KYB_STEPS } from '../../../app/lib/onboarding/steps'
import { BULK_FILE_FIELD, CRYPTO_FIELDS, PAYMENT_INTENTS } from '../../../app/lib/payments/labels'
import { subscriptionIntents } from '../../../app/lib/products/schemas'
import { integrationsIntents } from '../../../app/lib/settings/integrations-schemas'
import { productsTabIntents } from '../../../app/lib/settings/products-tab-schemas'
import { logoIntents } from '../../../app/lib/settings/profile-schemas'
import { securityIntents } from '../../../app/lib/settings/security-schemas'
import { INVITATION_INTENTS, TEAM_INTENTS } from '../../../app/lib/team/team'
import { OPEN_WALLET_INTENT } from '../../../app/lib/trading/labels'
import { QUOTE_FIELDS } from '../../../app/lib/trading/quote-fields'
import { TRANSFER_FORM_FIELDS } from '../../../app/lib/trading/transfer'
import { CREATE_SUB_WALLET_INTENT, SUB_WALLET_FIELDS } from '../../../app/lib/wallets/all-wallets'
import { MAX_INTENT, QUOTE_INTENT, WITHDRAW_FIELDS } from '../../../app/lib/wallets/withdraw-fields'
import { fiatDeposit } from '../fiat/support'
import { hookedReceiver } from '../settings/webhooks-support'
import { addMember } from '../team/support'
import { test, expect } from '../utils/fixtures'
import { seedCryptoActive } from '../utils/prices'
import { actionRoutes, urlsFor } from '../utils/route-manifest'
import { approveSubscription, loginLink, passwordLogin, SandboxError, sandboxFetch, seedScenario } from '../utils/sandbox'

/**
 * Every action of the dashboard — read from the built app's own route list, so
 * a new route is fuzzed without anyone adding it here — posted the ways a
 * broken client, a script or an attacker would: bodies that are not forms,
 * every intent the app knows and unknown ones, every field huge, empty, or full
 * of NUL and control characters, path parameters that are nonsense or another
 * integrator's ids. Nothing may answer 5xx, and neither integrator's state
 * (profile, subscriptions, sessions, addresses, e-mail settings, onboarding
 * record, balances, accounts, transfers, team, approvals, audit log) may change. Bounded and deterministic:
 * about 6,000 requests, eight at a time.
 */

/**
 * 5,000 characters is far past every field's limit. Every field is sent in
 * each post, so a long value is cut to its share of 900 kB (`fitted`): the
 * body stays under the 1 MB limit however many fields the app grows, and the
 * action itself reads it (an oversized body is the 413 test's business).
 */
const HUGE = 'x'.repeat(5_000)
/** The 'funded' scenario's transaction PIN (sandbox/ledger/scenario.ts). */
const FUNDED_PIN = '246810'
const SHARP = ['', 'a\u0000b', '\u0007\u001b[31mred\u0008', HUGE]

const NASTY = [
	'',
	'\u0000',
	'a\u0000b',
	'\u0007\u001b[31mred\u0008',
	'line\r\nSet-Cookie: x=1',
	HUGE,
	'€😀'.repeat(500),
	'../../etc/passwd',
	'<script>alert(1)</script>',
	'-1',
	'0',
	'1e309',
	'NaN',
	'%00',
	'true',
]

/** Every intent any dashboard form posts; each action gets each of them (most are another page's: they must be refused cleanly). */
const INTENTS = [
	...new Set([
		...subscriptionIntents.options,
		...logoIntents.options,
		...integrationsIntents.options,
		...securityIntents.options,
		...productsTabIntents.options,
		...onboardingIntents.options,
		...loginTwoFactorIntents.options,
		CREATE_SUB_WALLET_INTENT,
		QUOTE_INTENT,
		MAX_INTENT,
		SAVE_FLOW_INTENT,
		...KYC_FORM_INTENTS,
		OPEN_WALLET_INTENT,
		...Object.values(FIAT_INTENTS),
		BATCH_INTENT,
		CONFIRM_INTENT,
		...LENDING_INTENTS,
		...Object.values(PAYMENT_INTENTS),
	]),
]

/**
 * Intents posted at their own page only (docs/product/team.md, approvals.md): every other action refuses
 * an intent it does not know before reading a field, so sending these everywhere would only add posts.
 */
const OWN_INTENTS: Record<string, readonly string[]> = {
	'/settings/team': TEAM_INTENTS,
	'/team/invitations/:token': INVITATION_INTENTS,
	'/approvals/:id': APPROVAL_INTENTS,
}

/** Every field name any dashboard form posts: each request sets them all to one nasty value. */
const FIELDS = [
	...new Set([
		'service',
		'documentIds',
		'email',
		'password',
		'redirectTo',
		'accountType',
		'businessName',
		'firstName',
		'lastName',
		'country',
		'confirmPassword',
		'collapsed',
		'webhook',
		'token',
		'pin',
		'confirmPin',
		'oldPin',
		'newPin',
		'confirmNewPin',
		'oldPassword',
		'newPassword',
		'confirmNewPassword',
		'method',
		'value',
		'otp',
		'expiryDays',
		'whitelistedIps',
		'sessionId',
		'product',
		'checkBlacklistOnWithdrawal',
		'addressId',
		'address',
		'asset',
		'network',
		'description',
		'logo',
		'resend',
		'LOCAL_TRANSFER',
		'code',
		'recoveryCode',
		'quoteId',
		'idempotencyKey',
		'productInterest',
		'registrationNumber',
		'state',
		'city',
		'nationality',
		'sharesPercent',
		'sharesAmount',
		'id',
		'type',
		'document',
		'documentId',
		'signature',
		'deliveryId',
		'acceptedAgreement',
		'dateOfBirth',
		...TRANSFER_FIELDS,
		...SUB_WALLET_FIELDS,
		...WITHDRAW_FIELDS,
		...BUILDER_FIELDS,
		...KYC_FORM_FIELDS,
		...QUOTE_FIELDS,
		...TRANSFER_FORM_FIELDS,
		...BENEFICIARY_FORM_FIELDS,
		...PAYOUT_FORM_FIELDS,
		...INTERNAL_TRANSFER_FIELDS,
		'next',
		'sendAgain',
		...SCREENING_FIELDS,
		...LOAN_FIELDS,
		...COLLATERAL_TRANSFER_FIELDS,
		...CRYPTO_FIELDS,
		BULK_FILE_FIELD,
		'kind',
		'confirm',
		// Team, the invitation, the business switch, approvals and their rules (docs/product/team.md, approvals.md).
		'memberId',
		'invitationId',
		'role',
		'required',
		'businessPk',
		'reason',
		'currency',
		'amount',
	]),
]

/**
 * Intents that take no field at all are valid whatever else is posted
 * (send a verification e-mail, start a 2FA setup, remove the logo): they are
 * not bad input, so they are left out.
 */
const FIELDLESS = new Set(['start-2fa', 'verify-email', 'send-phone-otp', 'remove-logo', 'reveal-secret', 'send-test'])

/** Actions whose whole purpose needs no input, so any post does it; each is fuzzed by its own spec. */
const LEFT_OUT: Record<string, string> = {
	'/auth/logout': 'any post logs out (tests/e2e/auth/logout.spec.ts)',
}

const MALFORMED: Array<{ name: string; headers: Record<string, string>; data: string }> = [
	{ name: 'text/plain', headers: { 'Content-Type': 'text/plain' }, data: 'intent=subscribe&service=trading' },
	{ name: 'JSON', headers: { 'Content-Type': 'application/json' }, data: '{"intent":"deactivate","service":"trading"}' },
	{ name: 'no content type', headers: {}, data: '' },
	{
		name: 'broken multipart',
		headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' },
		data: '--zzz\r\nContent-Disposition: form-data; na',
	},
	{ name: 'multipart without boundary', headers: { 'Content-Type': 'multipart/form-data' }, data: 'intent=deactivate' },
	{ name: 'broken urlencoded', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: '%%%=%E0%A4%A&intent=%' },
]

/** Each field's share of the body, encoded: under the 1 MB limit with room for the names. */
const SHARE = Math.floor(900_000 / FIELDS.length)

/** `value`, cut (by whole characters) until it fits its share once encoded; a value that fits is sent whole. */
function fitted(value: string) {
	const characters = Array.from(value)
	let count = characters.length
	while (count > 0 && encodeURIComponent(characters.slice(0, count).join('')).length > SHARE) count = Math.floor(count * 0.9)
	return characters.slice(0, count).join('')
}

function form(intent: string | null, value: string) {
	const params = new URLSearchParams()
	if (intent !== null) params.set('intent', intent)
	const sent = fitted(value)
	for (const field of FIELDS) params.set(field, sent)
	const body = params.toString()
	expect(body.length, 'a fuzz body stays under the 1 MB limit').toBeLessThan(1_000_000)
	return body
}

/** The integrator's state as the provider holds it: what no bad post may change. */
async function snapshot(token: string) {
	const paths = [
		'/integrator/v1',
		'/integrator/v1/subscriptions',
		'/auth/v1/tokens',
		'/integrator/v1/withdrawal-addresses',
		'/integrator/v1/email-notifications',
		'/integrator/v1/onboard-kyb',
		'/integrator/v1/ledger-balance',
		'/integrator/v1/accounts',
		'/integrator/v1/local-transfers',
		'/integrator/v1/transactions',
		'/wallets/v1/wallets?limit=1000',
		'/integrator/v1/webhook/deliveries',
		'/trading/v1/wallets',
		// Settled only: an open quote turns expired by itself while the fuzz runs.
		'/trading/v1/orders?status=SETTLED&limit=1000',
		'/fcat/v1/wallets',
		'/fcat/v1/payouts?limit=1000',
		'/integrator/v1/fiat/beneficiaries',
		'/compliance/v1/aml/txn?limit=1000',
		'/compliance/v1/aml/wallet?limit=1000',
		'/compliance/v1/aml/entity/report?limit=1000',
		'/compliance/v1/aml/blacklist?limit=1000',
		'/payment/v1/batches',
		'/integrator/v1/withdrawal-addresses',
		'/integrator/v1/team',
		'/integrator/v1/approvals',
		'/integrator/v1/approvals/rules',
		// Every change and attempt a post made would be an entry here (record 131).
		'/integrator/v1/audit?limit=100',
	]
	const answers = await Promise.all(paths.map((path) => sandboxFetch<{ data: unknown }>(path, { token }).then((answer) => answer.data)))
	return Object.fromEntries(paths.map((path, i) => [path, answers[i]]))
}

/** Trading subscribed, approved, its documents accepted and active; $10,000.00 in the USD trading wallet; an open quote, its id answered. */
async function tradingQuoteOf(email: string, token: string) {
	await sandboxFetch('/integrator/v1/subscriptions', { token, body: { name: 'trading' } })
	await approveSubscription(email, 'trading')
	const documents = await sandboxFetch<{ data: { id: string }[] }>('/integrator/v1/custom-operational-documents?service=trading', { token })
	if (documents.data.length)
		await sandboxFetch('/integrator/v1/subscription-contract', {
			token,
			body: { name: 'trading', documentIds: documents.data.map((d) => d.id) },
		})
	await sandboxFetch('/integrator/v1/subscription/activate', { token, method: 'PATCH', body: { name: 'trading' } })
	await sandboxFetch(`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/trading/deposits`, {
		body: { currency: 'USD', amount: '10000' },
	})
	const quote = await sandboxFetch<{ data: { id: string } }>('/trading/v1/quotes', {
		token,
		body: { pair: 'BTC-USD', side: 'BUY', amount: '0.01', amountCurrency: 'BTC' },
	})
	return quote.data.id
}

/** The Fiat wallet and the Payment service on, an NGN wallet, a beneficiary and a checked (DRAFT) bulk payout to it: their ids. */
async function paymentBatchOf(email: string, token: string) {
	// A step already taken (the scenario subscribed to the Fiat wallet, or opened its NGN wallet) answers 409: nothing to do.
	const unlessDone = (error: unknown) => {
		if (!(error instanceof SandboxError && error.status === 409)) throw error
	}
	for (const name of ['fcat', 'payment']) {
		await sandboxFetch('/integrator/v1/subscriptions', { token, body: { name } }).catch(unlessDone)
		await approveSubscription(email, name).catch(unlessDone)
		const documents = await sandboxFetch<{ data: { id: string }[] }>(`/integrator/v1/custom-operational-documents?service=${name}`, {
			token,
		})
		const documentIds = documents.data.map((d) => d.id)
		if (documentIds.length)
			await sandboxFetch('/integrator/v1/subscription-contract', { token, body: { name, documentIds } }).catch(unlessDone)
		await sandboxFetch('/integrator/v1/subscription/activate', { token, method: 'PATCH', body: { name } }).catch(unlessDone)
	}
	await sandboxFetch('/fcat/v1/wallets', { token, body: { currency: 'NGN' } }).catch(unlessDone)
	const beneficiary = await sandboxFetch<{ data: { id: string } }>('/integrator/v1/fiat/beneficiaries', {
		token,
		body: {
			kind: 'BUSINESS',
			currency: 'NGN',
			method: 'NUBAN',
			businessName: 'Fuzz Foods Ltd',
			bankCode: '011',
			accountNumber: '0000014579',
			paymentBeneficiaryType: 'THIRD_PARTY',
			isContractSigned: false,
			// The bank names another holder (confirmation of payee, record 109): saved as confirmed.
			confirmNameMismatch: true,
		},
	})
	const batch = await sandboxFetch<{ data: { id: string } }>('/payment/v1/batches', {
		token,
		body: {
			fileName: 'fuzz.csv',
			rows: [{ line: 2, beneficiaryId: beneficiary.data.id, currency: 'NGN', amount: '100.00', reference: 'Fuzz' }],
		},
	})
	return { beneficiaryId: beneficiary.data.id, batchId: batch.data.id }
}

/**
 * A team to aim at: an Admin and a pending invitation; a rule at ₦100 and a ₦200 payout of the Owner's waiting
 * for approval (their own: no post of theirs may decide it). The member's, the invitation's and the request's ids.
 */
async function teamAndRequestOf(email: string, token: string, beneficiaryId: string) {
	await addMember(token, 'ADMIN', 'Fuzz')
	await sandboxFetch('/integrator/v1/team/invitations', {
		token,
		body: { email: `invited-${email}`, role: 'VIEWER', callbackUrl: 'http://localhost/team/invitations' },
	})
	await sandboxFetch('/integrator/v1/approvals/rules', { token, method: 'PUT', body: { kind: 'PAYOUT', currency: 'NGN', amount: '100' } })
	await fiatDeposit(email, 'NGN', '1000')
	const quote = await sandboxFetch<{ data: { id: string } }>('/fcat/v1/payouts/quote', {
		token,
		body: { currency: 'NGN', beneficiaryId, amount: '200' },
	})
	const request = await sandboxFetch<{ data: { id: string } }>('/fcat/v1/payouts', {
		token,
		body: { quoteId: quote.data.id, pin: FUNDED_PIN, confirmNameMismatch: true },
	})
	const team = await sandboxFetch<{ data: { members: { id: string; role: string }[]; invitations: { id: string }[] } }>(
		'/integrator/v1/team',
		{
			token,
		},
	)
	return {
		memberId: team.data.members.find((member) => member.role === 'ADMIN')!.id,
		invitationId: team.data.invitations[0]!.id,
		requestId: request.data.id,
	}
}

/** Subscribes, approves (the back office) and activates the Compliance service, as an integrator would. */
async function activateCompliance(email: string, token: string) {
	await sandboxFetch('/integrator/v1/subscriptions', { token, body: { name: 'compliance' } })
	await approveSubscription(email, 'compliance')
	await sandboxFetch('/integrator/v1/subscription/activate', { token, method: 'PATCH', body: { name: 'compliance' } })
}

async function post(request: APIRequestContext, origin: string, path: string, headers: Record<string, string>, data: string) {
	const response = await request.post(path, { headers: { Origin: origin, ...headers }, data, maxRedirects: 0 })
	return { status: response.status(), path, headers }
}

test('every action survives malformed bodies, every intent, huge and control-character values, nonsense and foreign ids: no 5xx, nothing changed @bad-input', async ({
	page,
	baseURL,
}) => {
	// About 6,000 posts: 2 minutes alone on the two-core machine, 6.4 beside the unit step of a slow `.ci/run`.
	test.setTimeout(720_000)
	const routes = (await actionRoutes()).filter((route) => !(route.pattern in LEFT_OUT))
	// A guard against reading the wrong build: the app has had about thirty actions since the money screens.
	expect(routes.length).toBeGreaterThan(20)

	// Two funded companies (money, a PIN, transfers, onboarding done): one signed in, one to aim at.
	const [mine, theirs] = await Promise.all([seedScenario('funded'), seedScenario('funded')])
	const me = mine.integrators[0]!
	const other = theirs.integrators[0]!
	const [myToken, otherToken] = await Promise.all([passwordLogin(me.email, me.password!), passwordLogin(other.email, other.password!)])
	// The Compliance service on for both, so its screening forms are posted past their guard.
	await Promise.all([activateCompliance(me.email, myToken), activateCompliance(other.email, otherToken)])
	// The Payment service on for both, each with a checked bulk payout: its pages' forms are posted past their guard, and at the other's ids.
	const [myPayments, otherPayments] = await Promise.all([paymentBatchOf(me.email, myToken), paymentBatchOf(other.email, otherToken)])
	// A team and a payout waiting for approval each (before the other's webhook is hooked: their events are not the fuzz's): the Team tab's and the request page's forms, at their ids and at the other's.
	const [myTeam, otherTeam] = await Promise.all([
		teamAndRequestOf(me.email, myToken, myPayments.beneficiaryId),
		teamAndRequestOf(other.email, otherToken, otherPayments.beneficiaryId),
	])
	// Something of the other integrator's to aim at: a saved address, an API session and a transfer.
	const otherAddress = await sandboxFetch<{ data: { addressId: string } }>('/integrator/v1/withdrawal-address', {
		token: otherToken,
		body: {
			address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
			asset: 'BTC',
			network: 'BTC',
			description: 'cold',
			paymentBeneficiaryType: 'FIRST_PARTY',
			isContractSigned: true,
		},
	})
	const otherSession = await sandboxFetch<{ data: { sessionId: string } }>('/auth/v1/token', {
		token: otherToken,
		body: { email: other.email, admin: false, expiresAt: new Date(Date.now() + 86_400_000).toISOString(), whitelistedIps: ['203.0.113.7'] },
	})
	const otherTransfers = await sandboxFetch<{ data: { items: Array<{ id: string }> } | Array<{ id: string }> }>(
		'/integrator/v1/local-transfers',
		{ token: otherToken },
	)
	const otherTransferId = (Array.isArray(otherTransfers.data) ? otherTransfers.data : otherTransfers.data.items)[0]?.id
	expect(otherTransferId, 'the other company has a transfer to aim at').toBeTruthy()
	// And a loan of a third company's (the funded companies have no lending): a real loan id for the loan pages' posts.
	const lender = (await seedCryptoActive()).integrators[0]!
	const lenderToken = await passwordLogin(lender.email, lender.password!)
	type Loan = { id: string; collateralAsset: string; status: string; owed: string; repaid: string; collateralAmount: string }
	// Its BTC loan: no other test's price window reaches its levels (tests/e2e/lending), so it stays as it is unless a post moves it.
	const lenderLoan = async () => {
		const loans = (await sandboxFetch<{ data: { items: Loan[] } }>('/lending/v1/loans', { token: lenderToken })).data.items
		const { id, status, owed, repaid, collateralAmount } = loans.find((loan) => loan.collateralAsset === 'BTC')!
		return { id, status, owed, repaid, collateralAmount }
	}
	const lenderBefore = await lenderLoan()
	const otherLoanId = lenderBefore.id
	// And a webhook delivery, delivered (so nothing about it moves while the fuzz runs).
	const otherReceiver = await hookedReceiver(otherToken)
	const otherDelivery = await sandboxFetch<{ data: { id: string; status: string } }>('/integrator/v1/webhook/test', {
		token: otherToken,
		body: {},
	})
	expect(otherDelivery.data.status).toBe('DELIVERED')
	// Trading active for both, each with USD in a trading wallet and an open quote: the trading pages' actions are reached, not the guard's redirect.
	const [myQuote, otherQuote] = await Promise.all([tradingQuoteOf(me.email, myToken), tradingQuoteOf(other.email, otherToken)])
	// The other company's saved beneficiary (a fiat payout's), to aim the delete at.
	const otherBeneficiary = await sandboxFetch<{ data: { id: string } }>('/integrator/v1/fiat/beneficiaries', {
		token: otherToken,
		body: {
			kind: 'INDIVIDUAL',
			currency: 'NGN',
			method: 'NUBAN',
			firstName: 'Ada',
			lastName: 'Okafor',
			bankCode: '058',
			accountNumber: '0123456785',
			paymentBeneficiaryType: 'THIRD_PARTY',
			isContractSigned: false,
		},
	})
	// And a screening quote of theirs (a quote charges nothing; confirming one would).
	const otherScreeningQuote = await sandboxFetch<{ data: { id: string } }>('/compliance/v1/aml/quotes', {
		token: otherToken,
		body: { check: 'BLACKLIST', network: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
	})
	// A real quote of mine in the screening quote pages' path: their posts must not confirm it with nonsense fields.
	const myScreeningQuote = await sandboxFetch<{ data: { id: string } }>('/compliance/v1/aml/quotes', {
		token: myToken,
		body: { check: 'BLACKLIST', network: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
	})
	const foreignIds = [
		otherAddress.data.addressId,
		otherSession.data.sessionId,
		otherTransferId!,
		otherDelivery.data.id,
		otherQuote,
		otherBeneficiary.data.id,
		otherScreeningQuote.data.id,
		otherPayments.batchId,
		otherPayments.beneficiaryId,
		otherTeam.memberId,
		otherTeam.invitationId,
		otherTeam.requestId,
		other.pk,
	]

	await page.goto(await loginLink(me.email))
	await expect(page).toHaveURL('/')

	const before = await Promise.all([snapshot(myToken), snapshot(otherToken)])
	const failures: string[] = []
	const check = (answer: { status: number; path: string }, what: string) => {
		if (answer.status >= 500) failures.push(`${answer.status} ${answer.path}: ${what}`)
	}
	// Path parameters: a real value where the app has a known set (onboarding steps), nonsense, and the other company's ids.
	const paramValues = (name: string) => [
		...(name === 'step' ? [KYB_STEPS[0]!.id] : []),
		...(name === 'walletCurrency' ? ['BTC'] : []),
		...(name === 'loanId' ? [otherLoanId] : []),
		...(name === 'kycFlowName' ? ['customer-onboarding'] : []),
		...(name === 'kind' ? ['selfie'] : []),
		...(name === 'quoteId' || name === 'orderId' ? [myQuote] : []),
		...(name === 'quoteId' ? [myScreeningQuote.data.id] : []),
		...(name === 'id' ? [myPayments.beneficiaryId] : []),
		...(name === 'batchId' ? [myPayments.batchId] : []),
		'no-such-thing',
		'a\u0000b',
		'x'.repeat(300),
		...foreignIds,
	]
	// Pages addressed by their query (the fiat pages of docs/product/fiat.md#screens): their first URL carries a real one, so the fuzz reaches their forms.
	const pageQueries: Record<string, string> = {
		'/product/fiat-wallet-service/wallet': '?currency=NGN',
		'/product/fiat-wallet-service/payout': '?currency=NGN',
		'/fiat/create-individual-beneficiary': '?currency=NGN',
		'/fiat/create-business-beneficiary': '?currency=EUR',
		'/product/payment-service/add-fiat-beneficiary': '?kind=BUSINESS&currency=NGN',
	}
	// Pages whose id is not another page's: their first URL is a real one of mine, so the fuzz reaches their forms.
	const firstPaths: Record<string, string> = { '/approvals/:id': `/approvals/${myTeam.requestId}` }
	const urlencoded = { 'Content-Type': 'application/x-www-form-urlencoded' }
	const posts: Array<{ path: string; headers: Record<string, string>; data: string; what: string }> = []
	let turn = 0
	for (const route of routes) {
		const [bare, ...others] = urlsFor(route, paramValues)
		const first = firstPaths[route.pattern] ?? `${bare}${pageQueries[route.pattern] ?? ''}`
		// Every kind of bad body on the route's first URL; on the others (nonsense and foreign ids), one form each.
		for (const body of MALFORMED) posts.push({ path: first!, headers: body.headers, data: body.data, what: body.name })
		for (const intent of [...INTENTS, ...(OWN_INTENTS[route.pattern] ?? [])].filter((i) => !FIELDLESS.has(i))) {
			const index = turn++ % SHARP.length
			posts.push({ path: first!, headers: urlencoded, data: form(intent, SHARP[index]!), what: `intent ${intent}, value #${index}` })
		}
		// Each nasty value once, with an unknown intent or none, in turn.
		for (const [index, value] of NASTY.entries()) {
			const intent = (turn + index) % 2 ? 'no-such-intent' : null
			posts.push({ path: first!, headers: urlencoded, data: form(intent, value), what: `intent ${intent}, value #${index}` })
		}
		for (const path of others) {
			const intent = INTENTS[turn++ % INTENTS.length]!
			posts.push({
				path,
				headers: urlencoded,
				data: form(intent, foreignIds[turn % foreignIds.length]!),
				what: `intent ${intent} at a nonsense or foreign path`,
			})
		}
	}
	const request = page.request
	for (let i = 0; i < posts.length; i += 8) {
		const batch = posts.slice(i, i + 8)
		const answers = await Promise.all(batch.map((p) => post(request, baseURL!, p.path, p.headers, p.data)))
		answers.forEach((answer, j) => check(answer, batch[j]!.what))
	}
	// Another integrator's ids in the fields that name them, posted as the signed-in user.
	let aimed = 0
	for (const [path, fields] of [
		// With the asked-first delete's answer, so the post reaches the provider with the foreign id.
		[
			'/product/fiat-wallet-service/wallet?currency=NGN',
			{ intent: 'delete-beneficiary', beneficiary: otherBeneficiary.data.id, confirm: 'delete' },
		],
		['/settings/products?product=trading&screen=addresses', { intent: 'delete-address', addressId: otherAddress.data.addressId }],
		['/settings/security?section=sessions', { intent: 'delete-session', sessionId: otherSession.data.sessionId }],
		['/settings/security?section=sessions', { intent: 'refresh-session', sessionId: otherSession.data.sessionId }],
		['/settings/integrations', { intent: 'resend', deliveryId: otherDelivery.data.id }],
		['/settings/team', { intent: 'change-role', memberId: otherTeam.memberId, role: 'VIEWER' }],
		['/settings/team', { intent: 'suspend', memberId: otherTeam.memberId }],
		['/settings/team', { intent: 'remove', memberId: otherTeam.memberId }],
		['/settings/team', { intent: 'revoke', invitationId: otherTeam.invitationId }],
		['/settings/team', { intent: 'hand-over', memberId: otherTeam.memberId, pin: FUNDED_PIN }],
		[`/approvals/${otherTeam.requestId}`, { intent: 'reject', reason: 'Not ours' }],
		[`/approvals/${otherTeam.requestId}`, { intent: 'approve', pin: FUNDED_PIN }],
		['/team/switch', { businessPk: other.pk }],
	] as const) {
		const answer = await post(request, baseURL!, path, urlencoded, new URLSearchParams(fields).toString())
		check(answer, `another integrator's id (${'intent' in fields ? fields.intent : path})`)
		aimed++
	}

	expect(failures).toEqual([])
	expect(otherReceiver.received, 'nothing of the other integrator’s was sent again').toHaveLength(1)
	await otherReceiver.stop()
	const after = await Promise.all([snapshot(myToken), snapshot(otherToken)])
	expect(after[0], 'the signed-in integrator is as before').toEqual(before[0])
	expect(after[1], 'the other integrator is as before').toEqual(before[1])
	expect(await lenderLoan(), 'the third company’s loan is as before').toEqual(lenderBefore)
	console.log(`fuzz: ${posts.length + aimed} posts over ${routes.length} actions`)
	// Counted in `npm test`'s checks line (scripts/test-results.mjs).
	test.info().annotations.push({ type: 'fuzz posts', description: String(posts.length + aimed) })
})

import { eq } from 'drizzle-orm'
import { formatMoney } from '#contract/money/format.ts'
import type { ServiceName } from '#contract/products.ts'
import type { ScenarioIntegrator, ScenarioResult } from '#contract/sandbox.ts'
import type { CreateWithdrawalAddressRequest } from '#contract/settings/products.ts'
import { createIntegrator, type NewIntegrator } from './auth/integrators.ts'
import { integrators } from './auth/schema.ts'
import type { IntegratorRow } from './auth/schema.ts'
import { KYC_SEED_FUNDING_USD, seedKycFlows } from './compliance/kyc-scenario.ts'
import { SEED_USD_DEPOSIT, seedScreenings } from './compliance/scenario.ts'
import { CRYPTO_ACTIVE_PIN, seedCryptoActive } from './crypto-active.ts'
import type { Db } from './db/database.ts'
import { FIAT_PIN } from './fiat/scenario.ts'
import { FUNDED_PIN, openLedger, seedFundedLedger } from './ledger/scenario.ts'
import { onboardingScenarios, seedOnboarding, type OnboardingSeed } from './onboarding/scenarios.ts'
import { seedFiatAndPayments } from './payments/scenario.ts'
import { setSubscription } from './products/control.ts'
import { acceptAllDocuments } from './products/subscriptions.ts'
import { SCENARIO_INDIVIDUAL, SCENARIO_PASSWORD, scenarioCompany } from './scenario-people.ts'
import { createWithdrawalAddress } from './settings/withdrawal-addresses.ts'
import { seedWallets } from './wallets/scenario.ts'

/**
 * Named seeds that put integrators in known states, so anyone can reproduce
 * a state with `npm run sandbox -- seed <name>` or
 * `POST /sandbox/v1/control/scenarios/<name>`.
 *
 * Seeding is a reset: an integrator whose e-mail already exists is deleted
 * (with its subscriptions and login links) and created afresh, so a scenario
 * always means the same state. A `tag` gives unique e-mails
 * (`new-company+<tag>@sandbox.test`) so parallel tests do not collide.
 *
 * A service seeded 'active' also gets its operational documents accepted
 * (activation requires them); 'approved' and 'pending' ones do not.
 *
 * To add a scenario (e.g. a KYB state), add an entry to SCENARIOS: a
 * description and the integrators to create, each with its subscriptions and
 * any profile fields.
 */

export { SCENARIO_PASSWORD }
const SANDBOX_EMAIL_DOMAIN = 'sandbox.test'

type SubscriptionState = 'pending' | 'approved' | 'active'
type IntegratorSeed = {
	localPart: string
	description: string
	integrator: Omit<NewIntegrator, 'email'>
	subscriptions?: Partial<Record<ServiceName, SubscriptionState>>
	withdrawalAddresses?: CreateWithdrawalAddressRequest[]
	onboarding?: OnboardingSeed
	/** Anything else the integrator starts with (ledger accounts, money history), after the rest. */
	seed?: (db: Db, integrator: IntegratorRow, nowMs: number) => Promise<void>
}
type Scenario = { description: string; integrators: IntegratorSeed[] }

export const SCENARIOS = {
	demo: {
		description: 'A demo company and a demo individual, both with a password and no subscriptions',
		integrators: [
			{ localPart: 'demo-company', description: 'Demo company', integrator: scenarioCompany('Demo Company Ltd'), seed: openLedger },
			{ localPart: 'demo-individual', description: 'Demo individual', integrator: SCENARIO_INDIVIDUAL },
		],
	},
	'new-company': {
		description: 'A company that just signed up: no onboarding, no subscriptions',
		integrators: [{ localPart: 'new-company', description: 'New company', integrator: scenarioCompany('New Company Ltd') }],
	},
	'new-individual': {
		description: 'An individual who just signed up: no onboarding, no subscriptions',
		integrators: [{ localPart: 'new-individual', description: 'New individual', integrator: SCENARIO_INDIVIDUAL }],
	},
	'services-approved': {
		description:
			'A KYB-verified company with subscriptions in every state: trading, compliance and lending active (their documents accepted); wallets approved but not active (documents not accepted yet); fcat pending review; payment not subscribed',
		integrators: [
			{
				localPart: 'services-approved',
				description: 'Company with services in every state',
				integrator: { ...scenarioCompany('Services Approved Ltd'), kybVerified: true, onboardingStatus: 'REVIEWED' },
				subscriptions: { trading: 'active', wallets: 'approved', fcat: 'pending', compliance: 'active', lending: 'active' },
			},
		],
	},
	'settings-ready': {
		description:
			'A KYB-verified company for the settings screen: a password, an unverified contact number, trading and wallets active (documents accepted) and two saved withdrawal addresses',
		integrators: [
			{
				localPart: 'settings-ready',
				description: 'Company ready for the settings screen',
				integrator: {
					...scenarioCompany('Settings Ready Ltd'),
					kybVerified: true,
					onboardingStatus: 'REVIEWED',
					contactNumber: '+2348010000003',
					domain: 'settings-ready.example',
				},
				subscriptions: { trading: 'active', wallets: 'active' },
				withdrawalAddresses: [
					{
						address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
						asset: 'BTC',
						network: 'BTC',
						description: 'Treasury cold wallet',
						paymentBeneficiaryType: 'FIRST_PARTY',
						isContractSigned: true,
					},
					{
						address: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC',
						asset: 'USDT',
						network: 'TRON',
						description: 'Payouts to partner exchange',
						paymentBeneficiaryType: 'THIRD_PARTY',
						isContractSigned: false,
					},
				],
			},
		],
	},
	...onboardingScenarios(),
	funded: {
		description: `A KYB-verified company with money: funding balances in NGN, USD, EUR and GHS, operational and float accounts in NGN and USD, BTC, ETH and USDT accounts, about 400 ledger entries over six months (top-ups, local transfers with fees, a few failed and reversed), fcat and wallets active; transaction PIN ${FUNDED_PIN}`,
		integrators: [
			{
				localPart: 'funded',
				description: `Funded company (transaction PIN ${FUNDED_PIN})`,
				integrator: { ...scenarioCompany('Funded Company Ltd'), kybVerified: true, onboardingStatus: 'REVIEWED' },
				subscriptions: { fcat: 'active', wallets: 'active' },
				seed: seedFundedLedger,
			},
		],
	},
	'wallets-active': {
		description:
			'A KYB-verified company with the crypto Wallet service active: main wallets in BTC, ETH, USDT and USDC, two sub-wallets for its customers (USDT, BTC), deposits credited and deposits still counting confirmations on Bitcoin, Ethereum and Tron, BTC withdrawals pending, broadcast, completed and failed, and a saved withdrawal address on the blacklist (ending in dead)',
		integrators: [
			{
				localPart: 'wallets-active',
				description: 'Company with crypto wallets',
				integrator: { ...scenarioCompany('Wallets Active Ltd'), kybVerified: true, onboardingStatus: 'REVIEWED' },
				subscriptions: { wallets: 'active' },
				seed: seedWallets,
			},
		],
	},
	'kyc-flows': {
		description: `A KYB-verified company with the compliance service active, USD ${KYC_SEED_FUNDING_USD} of funding for the KYC check fees, two KYC flows (customer-onboarding with the default steps, quick-check with the government check alone) and verifications of the first in every state: verified, failed, in progress, expired`,
		integrators: [
			{
				localPart: 'kyc-flows',
				description: 'Company with KYC onboarding flows',
				integrator: { ...scenarioCompany('KYC Flows Ltd'), kybVerified: true, onboardingStatus: 'REVIEWED' },
				subscriptions: { compliance: 'active' },
				seed: seedKycFlows,
			},
		],
	},
	'crypto-active': {
		description: `A KYB-verified company with trading and lending active (and the crypto Wallet service): trading wallets in USD, NGN, EUR, USDT, BTC and ETH funded, eight settled trades and two expired quotes over the last hours; BTC and ETH main wallets, collateral wallets in both, USD in its funding balance and two active loans, one healthy (against BTC) and one near its warning level (against ETH, about 58 % of its collateral's value, warning at 60 %); transaction PIN ${CRYPTO_ACTIVE_PIN}`,
		integrators: [
			{
				localPart: 'crypto-active',
				description: `Company trading and borrowing against crypto (transaction PIN ${CRYPTO_ACTIVE_PIN})`,
				integrator: { ...scenarioCompany('Crypto Active Ltd'), kybVerified: true, onboardingStatus: 'REVIEWED' },
				subscriptions: { trading: 'active', lending: 'active', wallets: 'active' },
				seed: seedCryptoActive,
			},
		],
	},
	'fiat-active': {
		description: `A KYB-verified company with the Fiat wallet (and Payment) active: fiat wallets in EUR, NGN and USD funded through their virtual accounts, NGN and EUR funding balances, beneficiaries of each kind (individual and business; NUBAN, IBAN, US account, mobile money), NGN payouts completed, failed (returned), processing and pending, and a bulk payout (Payment service) with a row left out and a failed payout; transaction PIN ${FIAT_PIN}`,
		integrators: [
			{
				localPart: 'fiat-active',
				description: `Company with fiat wallets (transaction PIN ${FIAT_PIN})`,
				integrator: { ...scenarioCompany('Fiat Active Ltd'), kybVerified: true, onboardingStatus: 'REVIEWED' },
				subscriptions: { fcat: 'active', payment: 'active' },
				seed: seedFiatAndPayments,
			},
		],
	},
	'compliance-active': {
		description: `A KYB-verified company with the Compliance service active, ${formatMoney(SEED_USD_DEPOSIT, 'USD')} in its USD funding balance less the fees of its screenings: transaction analyses (HIGH, LOW, no score), a wallet analysis and a batch of three addresses (a row left out), entity reports (HIGH, LOW) and blacklist checks (blacklisted, clear)`,
		integrators: [
			{
				localPart: 'compliance-active',
				description: 'Company screening with the Compliance service',
				integrator: { ...scenarioCompany('Compliance Active Ltd'), kybVerified: true, onboardingStatus: 'REVIEWED' },
				subscriptions: { compliance: 'active' },
				seed: seedScreenings,
			},
		],
	},
} satisfies Record<string, Scenario>

export type ScenarioName = keyof typeof SCENARIOS
export const SCENARIO_NAMES = Object.keys(SCENARIOS) as ScenarioName[]

export function isScenarioName(name: string): name is ScenarioName {
	return Object.hasOwn(SCENARIOS, name)
}

export function scenarioEmail(localPart: string, tag?: string) {
	return `${localPart}${tag ? `+${tag.toLowerCase()}` : ''}@${SANDBOX_EMAIL_DOMAIN}`
}

const STATES: Record<SubscriptionState, { isApproved: boolean; status: boolean }> = {
	pending: { isApproved: false, status: false },
	approved: { isApproved: true, status: false },
	active: { isApproved: true, status: true },
}

export async function seedScenario(db: Db, name: ScenarioName, options: { tag?: string; nowMs: number }): Promise<ScenarioResult> {
	const scenario: Scenario = SCENARIOS[name]
	const created: ScenarioIntegrator[] = []
	for (const seed of scenario.integrators) {
		const email = scenarioEmail(seed.localPart, options.tag)
		await db.delete(integrators).where(eq(integrators.email, email))
		const row = await createIntegrator(db, { ...seed.integrator, email }, options.nowMs)
		if (!row) throw new Error(`Could not create ${email}`)
		const subscriptionStates = Object.entries(seed.subscriptions ?? {}) as [ServiceName, SubscriptionState][]
		for (const [service, state] of subscriptionStates) {
			await setSubscription(db, row.pk, service, STATES[state], options.nowMs)
			// An active service has its operational documents accepted, as activation requires.
			if (state === 'active') await acceptAllDocuments(db, row.pk, service, options.nowMs)
		}
		if (seed.onboarding) await seedOnboarding(db, row, seed.onboarding, options.nowMs)
		for (const address of seed.withdrawalAddresses ?? []) {
			const saved = await createWithdrawalAddress(db, row.pk, address, options.nowMs)
			if (!saved.ok) throw new Error(`Could not save ${address.address} for ${email}: ${saved.message}`)
		}
		await seed.seed?.(db, row, options.nowMs)
		created.push({
			pk: row.pk,
			email,
			password: seed.integrator.password ?? null,
			accountType: row.accountType,
			description: seed.description,
			subscriptions: Object.fromEntries(subscriptionStates),
		})
	}
	return { scenario: name, description: scenario.description, integrators: created }
}

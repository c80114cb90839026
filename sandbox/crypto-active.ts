import { scenarioCompany } from './scenario-people.ts'
import { LENDING_PIN, seedLending } from './lending/scenario.ts'

/**
 * The 'crypto-active' scenario, shared by the crypto services: a
 * KYB-verified company with the Wallet and Lending services active (the
 * trading side joins it from its own branch), its lending seeded by
 * sandbox/lending/scenario.ts.
 */
export const CRYPTO_ACTIVE = {
	description: `A KYB-verified company with the crypto services active and funded: BTC and ETH main wallets, collateral wallets in both, USD in its funding balance and two active loans, one healthy (against BTC) and one near its warning level (against ETH, about 58 % of its collateral's value, warning at 60 %); transaction PIN ${LENDING_PIN}`,
	integrators: [
		{
			localPart: 'crypto-active',
			description: `Company with crypto services (transaction PIN ${LENDING_PIN})`,
			integrator: { ...scenarioCompany('Crypto Active Ltd'), kybVerified: true, onboardingStatus: 'REVIEWED' as const },
			subscriptions: { wallets: 'active', lending: 'active' } as const,
			seed: seedLending,
		},
	],
}

import type { NewIntegrator } from './auth/integrators.ts'

/**
 * The people every scenario seeds (sandbox/scenarios.ts and each area's
 * own scenarios): one password, and the same company contact and
 * individual, so a seeded account is the same wherever it comes from.
 */

export const SCENARIO_PASSWORD = 'Sandbox.Demo-2026'

export const scenarioCompany = (businessName: string): Omit<NewIntegrator, 'email'> => ({
	accountType: 'COMPANY',
	businessName,
	firstName: 'Ada',
	lastName: 'Okafor',
	country: 'NG',
	password: SCENARIO_PASSWORD,
	// Every seeded account can try phone verification (SMS goes to the outbox).
	contactNumber: '+2348010000001',
})

export const SCENARIO_INDIVIDUAL: Omit<NewIntegrator, 'email'> = {
	accountType: 'INDIVIDUAL',
	firstName: 'Tunde',
	lastName: 'Bello',
	country: 'NG',
	password: SCENARIO_PASSWORD,
	contactNumber: '+2348010000002',
}

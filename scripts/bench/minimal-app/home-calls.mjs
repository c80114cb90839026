/**
 * The provider calls the bench's floor of `/` makes (app/routes/_index.tsx).
 * They copy what a signed-in `/` asks the provider for; the bench does not
 * take that on trust: (d) reads the calls `/` really made from the sandbox's
 * request log in the same run and prints both lists, saying so when they differ.
 */
export const HOME_CALLS = [
	'/integrator/v1',
	'/integrator/v1/subscriptions',
	'/integrator/v1/onboard-kyb',
	'/integrator/v1/ledger-balance',
	'/integrator/v1/transactions?limit=5',
]

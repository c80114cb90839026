import { beforeAll, describe, expect, it } from 'vitest'
import { ROLE_FORBIDDEN, roleMay, roleRefusalMessage, ROLES, type Role } from '#contract/team/roles.ts'
import { createApp } from '../app.ts'
import type { SandboxContext } from '../context.ts'
import { bearerGuards } from '../http/bearer-auth.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { newIntegrator, withClock } from '../test-support/integrator-client.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'
import { ROUTE_CAPABILITIES } from './route-capabilities.ts'
import { addMember, type MemberClient } from './test-client.ts'

/** Every bearer route of the app itself, as `METHOD /path/:param` (building the routes touches no context). */
function bearerRoutes() {
	const app = createApp({ latencyMs: 0 } as SandboxContext)
	const keys = new Set<string>()
	for (const route of app.routes) if (bearerGuards.has(route.handler as never)) keys.add(`${route.method} ${route.path}`)
	return [...keys].sort()
}

describe('the route table (sandbox/team/route-capabilities.ts)', () => {
	it('lists every bearer route of the app, and nothing else', () => {
		const routes = bearerRoutes()
		expect(routes.length).toBeGreaterThan(150)
		expect(routes.filter((key) => !(key in ROUTE_CAPABILITIES))).toEqual([])
		expect(Object.keys(ROUTE_CAPABILITIES).filter((key) => !routes.includes(key))).toEqual([])
	})
})

describe.each(databaseBackends().slice(0, 1))('every bearer route × every role on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const clock = withClock(sandbox)

	// One business, its members made once; one request per route and role.
	const callers = new Map<Role, Pick<MemberClient, 'send'>>()
	beforeAll(async () => {
		const owner = await newIntegrator(sandbox, clock, { label: 'matrix-owner' })
		callers.set('OWNER', owner)
		for (const role of ROLES.filter((role) => role !== 'OWNER'))
			callers.set(role, await addMember(sandbox, owner, role, `matrix-${role.toLowerCase()}`))
	})

	it.each(ROLES)('the %s role is refused with 403 exactly what the role may not, and let through the rest @bad-input', async (role) => {
		const caller = callers.get(role)!
		const mismatches: string[] = []
		for (const key of bearerRoutes()) {
			const [method, pattern] = key.split(' ') as [string, string]
			// A made-up id for each parameter: the role is checked before anything is looked up.
			const path = pattern.replace(/:[A-Za-z]+/g, 'no-such-id')
			const need = ROUTE_CAPABILITIES[key]!
			const answer = await caller.send(method, path, method === 'GET' ? undefined : {})
			const refused = need !== 'read' && need !== 'self' && !roleMay(role, need)
			const ok = refused
				? answer.status === 403 &&
					(answer.json as { message: string }).message === roleRefusalMessage(role, need) &&
					JSON.stringify(answer.json).includes(ROLE_FORBIDDEN)
				: answer.status !== 403 && answer.status !== 401 && answer.status < 500
			if (!ok) mismatches.push(`${key}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 120)}`)
		}
		expect(mismatches).toEqual([])
	})
})

/**
 * "The profile is fetched once per request, however many loaders ask"
 * (record 024), held through the real thing: the built routes behind the
 * HTTP server of server/app.ts, which makes each request's load context.
 * Needs `npm run build` first (npm test builds before vitest).
 */
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve, type ServerType } from '@hono/node-server'
import type { ServerBuild } from '@remix-run/node'
import { getGlobalDispatcher, setGlobalDispatcher } from 'undici'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getEnv } from '#app/server/env.server.ts'
import { registerIntegrator, requestWithCookies, signInAs, useProvider } from '#tests/support/provider-session.server.ts'
import { createApp } from '../server/app.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const BUILD = path.join(root, 'build/server/index.js')
const provider = useProvider()

let server: ServerType
let origin = ''
let session: Response

beforeAll(async () => {
	if (!existsSync(BUILD)) throw new Error(`${BUILD} is missing: run \`npm run build\` first`)
	const build = (await import(BUILD)) as ServerBuild
	const app = createApp({
		env: getEnv(),
		build,
		clientDir: path.join(root, 'build/client'),
		readiness: { check: async () => ({ ready: true }) },
	})
	server = await new Promise<ServerType>((resolve) => {
		const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started))
	})
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	session = await signInAs(provider.url, await registerIntegrator(provider.url))
})

afterAll(async () => {
	await new Promise((resolve) => server?.close(resolve))
})

/** The page at `path`, and how many times the provider was asked for the profile while it was made. */
async function profileCallsFor(path: string) {
	// Every provider call goes through the global dispatcher: count the
	// profile requests that leave for the provider there.
	const realDispatcher = getGlobalDispatcher()
	let calls = 0
	setGlobalDispatcher(
		realDispatcher.compose((dispatch) => (options, handler) => {
			if (options.path.split('?')[0] === '/integrator/v1') calls++
			return dispatch(options, handler)
		}),
	)
	try {
		const response = await fetch(requestWithCookies(`${origin}${path}`, session))
		await response.text()
		return { status: response.status, calls }
	} finally {
		setGlobalDispatcher(realDispatcher)
	}
}

describe('a signed-in page asks the provider for the profile once', () => {
	// / runs the root, the signed-in layout and the dashboard's loaders; /settings/security four, three of them signed in.
	test.each(['/', '/settings/security'])('%s', async (page) => {
		expect(await profileCallsFor(page)).toEqual({ status: 200, calls: 1 })
	})
})

/**
 * The patches in patches/ (applied by `npm install`'s postinstall) make the
 * server match routes once per route tree instead of on every call, and hand
 * loaders the request itself when Remix has no parameter to strip from it.
 * These tests hold them to the unpatched behaviour: the patched CommonJS build
 * (what the server loads) must answer exactly what the untouched ES module
 * build answers.
 */
import { createRequire } from 'node:module'
import type * as Router from '@remix-run/router'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
// What the server loads (package.json's "main"), patched …
const patched = require('@remix-run/router') as typeof Router
// … and the ES module build beside it, which the patches leave as published.
const unpatched = (await import('../node_modules/@remix-run/router/dist/router.js')) as unknown as typeof Router
const { createStaticRouter } = require('react-router-dom/server') as typeof import('react-router-dom/server')

/** Remix's loader call (an internal module, typed here by what the tests use). */
type CallRouteLoader = (args: {
	loader: (args: { request: Request }) => unknown
	request: Request
	params: Record<string, string>
	routeId: string
	singleFetch: boolean
	loadContext: unknown
}) => Promise<unknown>
const patchedData = require('@remix-run/server-runtime/dist/data.js') as { callRouteLoader: CallRouteLoader }
// (A path held in a variable: the ES module build ships no type declarations of its own.)
const unpatchedDataPath = '../node_modules/@remix-run/server-runtime/dist/esm/data.js'
const unpatchedData = (await import(unpatchedDataPath)) as { callRouteLoader: CallRouteLoader }

type Route = Router.AgnosticRouteObject

/** Pathless layouts, index routes, params, splats, optional segments and a case-sensitive path. */
function routeTree(): Route[] {
	return [
		{
			id: 'root',
			path: '',
			children: [
				{ id: 'index', index: true },
				{
					id: '_app',
					children: [
						{ id: '_app._index', index: true },
						{ id: '_app.accounts', path: 'accounts' },
						{ id: '_app.local-transfers', path: 'local-transfers' },
						{ id: '_app.local-transfers.$id', path: 'local-transfers/:id' },
						{
							id: '_app.ledger.$kind.$currency',
							path: 'ledger/:kind/:currency',
						},
						{ id: '_app.docs.$', path: 'docs/*' },
						{ id: '_app.reports.($year)', path: 'reports/:year?' },
						{ id: '_app.Exact', path: 'Exact', caseSensitive: true },
					],
				},
				{
					id: 'auth',
					path: 'auth',
					children: [{ id: 'auth.login', path: 'login' }],
				},
				{ id: '$', path: '*' },
			],
		},
	]
}

const PATHNAMES = [
	'/',
	'/accounts',
	'/accounts/',
	'/local-transfers',
	'/local-transfers/itf_123',
	'/local-transfers/a%2Fb',
	'/ledger/float/NGN',
	'/docs',
	'/docs/a/b/c',
	'/reports',
	'/reports/2026',
	'/Exact',
	'/exact',
	'/auth/login',
	'/AUTH/LOGIN',
	'/nowhere/at/all',
	`/${'x'.repeat(300)}`,
]

/** What a caller can see of a match: route ids, params and pathnames. */
function shape(matches: Router.AgnosticRouteMatch[] | null) {
	return (
		matches?.map((m) => ({
			id: m.route.id,
			params: m.params,
			pathname: m.pathname,
			base: m.pathnameBase,
		})) ?? null
	)
}

describe('patched route matching', () => {
	it('answers what the unpatched router answers, on the first call and on every later one', () => {
		const reference = routeTree()
		const routes = routeTree()
		for (const pathname of PATHNAMES) {
			const expected = shape(unpatched.matchRoutes(reference, pathname))
			for (let call = 0; call < 3; call++) {
				expect(shape(patched.matchRoutes(routes, pathname)), `${pathname}, call ${call + 1}`).toEqual(expected)
			}
		}
	})

	it('gives every caller its own matches: changing one answer leaves the next unchanged', () => {
		const routes = routeTree()
		// The first answer is computed, the later ones come from the cache: change both kinds.
		for (let call = 0; call < 2; call++) {
			const answer = patched.matchRoutes(routes, '/local-transfers/itf_1')!
			;(answer[0]!.params as Record<string, string>).id = 'changed'
			answer.pop()
		}
		const later = patched.matchRoutes(routes, '/local-transfers/itf_1')!
		expect(later.map((m) => m.route.id)).toEqual(['root', '_app', '_app.local-transfers.$id'])
		expect(later.every((m) => m.params.id === 'itf_1')).toBe(true)
	})

	it('matches each route tree by its own routes', () => {
		const one: Route[] = [{ id: 'a', path: '/x' }]
		const other: Route[] = [{ id: 'b', path: '/y' }]
		expect(shape(patched.matchRoutes(one, '/x'))?.map((m) => m.id)).toEqual(['a'])
		expect(patched.matchRoutes(other, '/x')).toBeNull()
		expect(shape(patched.matchRoutes(other, '/y'))?.map((m) => m.id)).toEqual(['b'])
	})
})

describe('patched static router', () => {
	it('builds the data routes of a route tree once, so the render matches from the cache', async () => {
		const routes = routeTree()
		const handler = patched.createStaticHandler(routes)
		const context = await handler.query(new Request('http://localhost/accounts'))
		if (context instanceof Response) throw new Error('expected a context, not a response')
		const first = createStaticRouter(routes as never, context)
		const second = createStaticRouter(routes as never, context)
		expect(second.routes).toBe(first.routes)
		expect(second.state.matches.map((m) => m.route.id)).toEqual(['root', '_app', '_app.accounts'])
	})
})

describe('patched loader calls', () => {
	/** The request a loader is given, when Remix is given `request`. */
	async function requestSeen(data: { callRouteLoader: CallRouteLoader }, request: Request, singleFetch = true) {
		let seen: Request | undefined
		await data.callRouteLoader({
			loader: ({ request }) => {
				seen = request
				return null
			},
			request,
			params: {},
			routeId: 'routes/test',
			singleFetch,
			loadContext: {},
		})
		return seen!
	}
	const visible = (r: Request) => ({ url: r.url, method: r.method, headers: [...r.headers], aborted: r.signal.aborted })

	it('sees what the unpatched loader call shows, with or without parameters to strip', async () => {
		const urls = [
			'http://localhost/accounts',
			'http://localhost/accounts?page=2',
			'http://localhost/ledger?index',
			'http://localhost/ledger?index=&index=a&q=1',
			'http://localhost/_root.data?_routes=routes%2Ftest&x=1',
			'http://localhost/path?_data=routes%2Ftest',
		]
		for (const url of urls) {
			for (const singleFetch of [true, false]) {
				const make = () => new Request(url, { headers: { cookie: 'a=1', accept: 'text/html' } })
				const expected = visible(await requestSeen(unpatchedData, make(), singleFetch))
				expect(visible(await requestSeen(patchedData, make(), singleFetch)), `${url}, singleFetch ${singleFetch}`).toEqual(expected)
			}
		}
	})

	it('passes the request itself when there is nothing to strip, and a clone when there is', async () => {
		const plain = new Request('http://localhost/accounts?page=2')
		expect(await requestSeen(patchedData, plain)).toBe(plain)
		const withIndex = new Request('http://localhost/accounts?index&page=2')
		const stripped = await requestSeen(patchedData, withIndex)
		expect(stripped).not.toBe(withIndex)
		expect(stripped.url).toBe('http://localhost/accounts?page=2')
	})

	it('keeps the abort of the incoming request visible to the loader', async () => {
		const controller = new AbortController()
		const seen = await requestSeen(patchedData, new Request('http://localhost/accounts', { signal: controller.signal }))
		controller.abort()
		expect(seen.signal.aborted).toBe(true)
	})
})

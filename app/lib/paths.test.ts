import type { RouteConfigEntry } from '@remix-run/route-config'
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router'
import { expect, test } from 'vitest'
import routes from '../routes.ts'

/**
 * Every path a page links to is built by a helper in app/lib/<area> (`…Path`, `…_PATH`), and every route is
 * declared in app/routes.ts: this test holds the two together (record 125). Each helper is called with stand-in
 * arguments and the path it builds must be served by a route of its own, not by a catch-all (`*`, `crypto/*`,
 * `fiat/*`), which answers 404 for any path it does not know.
 */

const MODULES = import.meta.glob<Record<string, unknown>>(
	[
		'./*/labels.ts',
		'./*/paths.ts',
		'./wallets/withdraw-fields.ts',
		'./wallets/tx-report.ts',
		'./compliance/kyc-labels.ts',
		'./compliance/tools.ts',
		'./products/services.ts',
		'./products/service-pages.ts',
	],
	{ eager: true },
)

function toRouteObjects(entries: RouteConfigEntry[]): AgnosticRouteObject[] {
	return entries.map((entry) => ({
		id: entry.id ?? entry.file,
		path: entry.path,
		index: entry.index,
		...(entry.children ? { children: toRouteObjects(entry.children) } : {}),
	})) as AgnosticRouteObject[]
}
const ROUTES = toRouteObjects(routes)

/** A stand-in argument: any property of it, and the thing itself in a string, is a plausible id. */
const KNOWN_FIELDS: Record<string, string> = {
	currency: 'USD',
	service: 'fcat',
	ledgerType: 'crypto',
	asset: 'BTC',
	tool: 'txn',
	kind: 'BUSINESS',
}
const standIn: unknown = new Proxy(() => 'a1b2c3', {
	get: (_target, key) =>
		key === Symbol.toPrimitive ? () => 'a1b2c3' : typeof key === 'string' && key in KNOWN_FIELDS ? KNOWN_FIELDS[key] : standIn,
})

/** A helper's first argument may be a key of one of its area's tables (a tool, an asset, a currency, a ledger, a service, a kind of beneficiary). */
const FIRST_ARGUMENTS: unknown[] = [standIn, 'txn', 'BTC', 'USD', 'funding', 'fcat', 'wallets', 'collateral', 'BUSINESS', 'fiat']

/** The helper's path for the first stand-in first argument it takes without throwing or writing `undefined`. */
function callWithStandIns(helper: (...args: unknown[]) => unknown) {
	for (const first of FIRST_ARGUMENTS) {
		try {
			const path = helper(first, ...Array.from({ length: Math.max(0, helper.length - 1) }, () => standIn))
			if (typeof path === 'string' && !path.includes('undefined')) return path
		} catch {
			// Not a key of its table: the next one.
		}
	}
	return null
}

/** Helpers whose later arguments are keys too. */
const ARGUMENTS: Record<string, unknown[]> = { serviceSubpagePath: ['fcat', 'pricing'] }

/** The path each helper builds, by its module and name. */
function builtPaths() {
	const built: [string, string][] = []
	for (const [file, module] of Object.entries(MODULES)) {
		for (const [name, value] of Object.entries(module)) {
			if (/_PATH$/.test(name) && typeof value === 'string') built.push([`${file} ${name}`, value])
			if (/[a-z]Path$/.test(name) && typeof value === 'function') {
				const helper = value as (...args: unknown[]) => unknown
				const path = name in ARGUMENTS ? helper(...ARGUMENTS[name]!) : callWithStandIns(helper)
				expect(path, `${file} ${name}()`).toBeTypeOf('string')
				built.push([`${file} ${name}()`, path as string])
			}
		}
	}
	return built
}

test('every path helper builds a path that a route of its own serves', () => {
	const built = builtPaths()
	expect(built.length).toBeGreaterThan(40)
	const unrouted = built.filter(([, path]) => {
		if (!path.startsWith('/')) return false
		const matches = matchRoutes(ROUTES, new URL(path, 'http://dashboard.test').pathname)
		const leaf = matches?.at(-1)?.route
		return !leaf || leaf.path?.endsWith('*')
	})
	expect(unrouted).toEqual([])
})

import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** A route of the built app that has an action, with its full URL pattern (`/local-transfer/quote`, `/business-onboarding/:step`). */
export type ActionRoute = { id: string; pattern: string; index: boolean }

type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: { action?: unknown } }

/**
 * Every route of the built server (`build/server/index.js`, the build the e2e
 * server runs) that exports an action. Read from the build rather than listed by
 * hand, so a test that walks every action covers a route the day it is added.
 */
export async function actionRoutes(): Promise<ActionRoute[]> {
	const build = (await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as { routes: Record<string, BuildRoute> }
	const routes = build.routes
	const patternOf = (id: string | undefined): string => {
		const route = id ? routes[id] : undefined
		if (!route) return ''
		const parent = patternOf(route.parentId)
		return route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent
	}
	return Object.values(routes)
		.filter((route) => typeof route.module.action === 'function')
		.map((route) => ({ id: route.id, pattern: patternOf(route.id) || '/', index: route.index === true }))
		.sort((a, b) => a.pattern.localeCompare(b.pattern))
}

/**
 * The URLs to post to for one route: each `:param` (and a trailing `*`) filled
 * with each of `values`, `?index` added for an index route (Remix posts to the
 * index's action only with it).
 */
export function urlsFor(route: ActionRoute, values: (param: string) => readonly string[]): string[] {
	let urls = [route.pattern]
	for (const param of route.pattern.match(/:[A-Za-z0-9_]+\??|\*/g) ?? []) {
		const name = param === '*' ? '*' : param.replace(/^:|\?$/g, '')
		urls = urls.flatMap((url) => values(name).map((value) => url.replace(param, encodeURIComponent(value))))
	}
	return urls.map((url) => (route.index ? `${url}?index` : url))
}

/// <reference types="vitest/config" />
import { createReadStream, readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { vitePlugin as remix } from '@remix-run/dev'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import routes from './app/routes.ts'
import { getLoadContext } from './app/server/load-context.server.ts'

declare module '@remix-run/node' {
	interface Future {
		v3_singleFetch: true
	}
}

/**
 * Country flags as images from the flag-icons package (an emoji flag is an
 * empty box without an emoji font, as on many Linux and Windows machines):
 * served at /flags/<code>.svg by the dev server, and copied into the client
 * build for production.
 */
function flagIcons(): Plugin {
	const dir = path.resolve('node_modules/flag-icons/flags/4x3')
	let ssr = false
	return {
		name: 'flag-icons',
		configResolved(config) {
			ssr = Boolean(config.build.ssr)
		},
		configureServer(server) {
			server.middlewares.use('/flags', (req, res, next) => {
				const name = (req.url ?? '').slice(1)
				if (!/^[a-z]{2}(-[a-z]+)?\.svg$/.test(name)) return next()
				res.setHeader('Content-Type', 'image/svg+xml')
				createReadStream(path.join(dir, name))
					.on('error', () => next())
					.pipe(res)
			})
		},
		generateBundle() {
			if (ssr) return
			for (const file of readdirSync(dir)) {
				this.emitFile({ type: 'asset', fileName: `flags/${file}`, source: readFileSync(path.join(dir, file)) })
			}
		},
	}
}

/**
 * The dev server's pages, rendered as the Remix plugin renders them but
 * with the load context the production server gives every request
 * (server/app.ts): the Remix plugin's own handler passes an empty one.
 * Listed before the Remix plugin, so its handler runs first.
 */
function remixWithLoadContext(): Plugin {
	return {
		name: 'remix-with-load-context',
		apply: 'serve',
		configureServer(server) {
			return () => {
				const listener = getRequestListener(async (request) => {
					const build = (await server.ssrLoadModule('virtual:remix/server-build')) as ServerBuild
					return createRequestHandler(build, 'development')(request, getLoadContext())
				})
				server.middlewares.use((req, res, next) => {
					listener(req, res).catch(next)
				})
			}
		},
	}
}

type RouteEntry = { file: string; children?: RouteEntry[] }
type ManualChunks = (id: string, meta: { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }) => string | undefined

/**
 * The share of the signed-in pages a module must be on to join the shell:
 * each page that loads it saves a file (150-300 bytes of gzip framing,
 * imports and a dictionary of its own), each page without it pays its bytes. Measured in
 * docs/decisions/121-a-lighter-frame.md ("Grouped chunks"): 60 % takes the
 * page header and the shell's error boundary in, and lower shares cost more
 * pages than they save.
 */
const SHELL_SHARE = 0.6

/**
 * The frame every page loads, as two chunks instead of forty: each file is
 * gzipped on its own, so forty small chunks cost about a third more than
 * the same code in one (docs/decisions/121-a-lighter-frame.md). 'frame' is
 * every module the root route and the browser entry import, followed to the
 * end (every page loads them anyway; React and Remix join the entry's file);
 * 'shell' is what the signed-in layout adds, less anything a page outside
 * it imports (that keeps a chunk of its own), so a public page never loads
 * the signed-in frame, plus the modules at least SHELL_SHARE of the signed-in
 * pages import and no public page does. No other page module joins either
 * chunk, so no page carries another's code. Client build only: the server's
 * build is one file.
 */
function frameChunks(): ManualChunks {
	const app = path.resolve('app')
	const file = (relative: string) => path.join(app, relative)
	const signedIn = (routes as RouteEntry[]).find((route) => route.file === 'routes/shell/layout.tsx')
	const publicRoutes = (routes as RouteEntry[]).filter((route) => route !== signedIn)
	const filesOf = (list: RouteEntry[]): string[] => list.flatMap((route) => [file(route.file), ...filesOf(route.children ?? [])])
	// Each signed-in page as the route files it loads (the layouts above it, then its own), one entry per URL.
	const chainsOf = (list: RouteEntry[], above: string[]): string[][] =>
		list.flatMap((route) => {
			const chain = [...above, file(route.file)]
			return route.children?.length ? chainsOf(route.children, chain) : [chain]
		})
	let chunkOf: Map<string, string> | undefined
	return (id, { getModuleInfo }) => {
		if (!chunkOf) {
			const closure = (starts: string[], { virtual = false } = {}) => {
				const seen = new Set<string>()
				const visit = (at: string) => {
					if (seen.has(at) || (!virtual && at.startsWith('\0'))) return
					seen.add(at)
					for (const next of getModuleInfo(at)?.importedIds ?? []) visit(next)
				}
				for (const start of starts) visit(start)
				return seen
			}
			const pages = new Set([...filesOf(signedIn?.children ?? []), ...filesOf(publicRoutes)])
			const frame = closure([file('root.tsx'), file('entry.client.tsx')])
			const frameWithHelpers = closure([file('root.tsx'), file('entry.client.tsx')], { virtual: true })
			const reachedInPublic = closure(filesOf(publicRoutes))
			const assigned = new Map<string, string>()
			chunkOf = assigned
			for (const at of frame) if (!pages.has(at)) assigned.set(at, 'frame')
			for (const at of closure([file('routes/shell/layout.tsx')])) {
				if (frame.has(at) || pages.has(at)) continue
				// Rollup pulls a manual chunk's unassigned imports into it, so a module a public page uses too (the logo,
				// the card) cannot stay apart: it joins the frame (a few hundred bytes on the pages that do without),
				// or the public page would load the whole signed-in frame.
				assigned.set(at, reachedInPublic.has(at) ? 'frame' : 'shell')
			}
			// The modules most signed-in pages load (the page header, the shell's error boundary) join the shell: one
			// file fewer on each of those pages (docs/decisions/121-a-lighter-frame.md, "Grouped chunks").
			const chains = signedIn ? chainsOf(signedIn.children ?? [], [file(signedIn.file)]) : []
			const pagesUsing = new Map<string, number>()
			for (const chain of chains) {
				for (const at of closure(chain)) if (!assigned.has(at) && !pages.has(at)) pagesUsing.set(at, (pagesUsing.get(at) ?? 0) + 1)
			}
			const joining = new Set(
				[...pagesUsing].filter(([at, count]) => count >= SHELL_SHARE * chains.length && !reachedInPublic.has(at)).map(([at]) => at),
			)
			// Only whole: a module whose imports would not all be in the frame or the shell stays out, since Rollup
			// would pull those imports (a library, a schema) into the shell, onto every signed-in page.
			for (let changed = true; changed;) {
				changed = false
				for (const at of joining) {
					const whole = [...closure([at], { virtual: true })].every(
						(next) => next === at || assigned.has(next) || frameWithHelpers.has(next) || joining.has(next),
					)
					if (whole) continue
					joining.delete(at)
					changed = true
				}
			}
			for (const at of joining) assigned.set(at, 'shell')
		}
		return chunkOf.get(id)
	}
}

/**
 * The Remix options live here (the Vite plugin replaced remix.config.js).
 * Under vitest the Remix plugin stays out: it would try to build routes.
 */
export default defineConfig({
	build: {
		// Keep small assets as files: the CSP forbids data: scripts and inlining
		// defeats caching on slow connections.
		assetsInlineLimit: 0,
		cssMinify: true,
	},
	ssr: {
		// Bundled into the server build, so only the icons the app uses are
		// there: the package's entry re-exports about two thousand icon
		// modules, each a file Node would load at start-up.
		noExternal: ['lucide'],
	},
	plugins: [
		tailwindcss(),
		flagIcons(),
		!process.env.VITEST && remixWithLoadContext(),
		!process.env.VITEST && {
			name: 'frame-chunks',
			apply: 'build',
			config: (_config, env) => (env.isSsrBuild ? {} : { build: { rollupOptions: { output: { manualChunks: frameChunks() } } } }),
		},
		!process.env.VITEST &&
			remix({
				serverModuleFormat: 'esm',
				future: {
					// Routes come from app/routes.ts, grouped by area (record 063).
					v3_routeConfig: true,
					v3_fetcherPersist: true,
					v3_relativeSplatPath: true,
					v3_throwAbortReason: true,
					v3_singleFetch: true,
					// Off: with it, every page runs Remix's route matching twice more
					// (its inline partial manifest), CPU on the server for every page
					// (docs/decisions/070-performance.md). Without it the browser loads the
					// whole route manifest once per build (one cached file, whose weight
					// `npm run bench` prints in section (i); record 113) and pages carry no
					// manifest inline.
					v3_lazyRouteDiscovery: false,
				},
			}),
	],
	test: {
		include: ['{app,contract,sandbox,server,scripts}/**/*.test.{ts,tsx}', 'tests/*.test.ts'],
		environment: 'node',
		// Tests hash hundreds of passwords and PINs; the cost is a setting (sandbox/env.ts).
		env: { SANDBOX_PASSWORD_HASH_COST: '4' },
		// Migrates the databases the suites copy (sandbox/test-support/backends.ts).
		globalSetup: ['sandbox/test-support/global-setup.ts'],
		testTimeout: 30_000,
		hookTimeout: 60_000,
		pool: 'forks',
		// Test files share their fork's module cache instead of each loading
		// Remix, Hono, Drizzle and PGlite afresh (what that saves is measured in
		// record 074). So a test that changes process-wide state (environment, a
		// cache, a store) puts it back (record 074).
		isolate: false,
		// Vitest's default for a run is one fork fewer than the cores: one on a
		// two-core CI machine. The sandbox suites spend much of their time
		// waiting on PostgreSQL, Redis and sockets, so two forks there shorten the
		// unit step (the step's time on two cores: docs/decisions/118-ci-run-profile.md).
		minWorkers: 1,
		maxWorkers: Math.max(2, availableParallelism() - 1),
	},
})

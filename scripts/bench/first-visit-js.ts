/**
 * The JavaScript each page makes a browser download on a first visit, read
 * from the build's route manifest (build/client/assets/manifest-*.js: Remix
 * deletes Vite's own manifest after the build): the entry, and for the root,
 * every parent layout and the page's route module,
 * the module and its static imports (the manifest's `imports`, and the
 * `import … from './x.js'` lines of each chunk followed to the end, so a
 * chunk the manifest leaves out is still counted), each file once. Dynamic
 * `import()`s are not followed: they load when a field asks for them.
 *
 * The route manifest itself (every route's module and imports, one file the
 * browser loads on a first visit to any page, since lazy route discovery is
 * off: vite.config.ts) is the same for every page and is not in a page's
 * figure, as the issue measures it; `routeManifestWeight` answers it apart,
 * and the bench prints it beside the pages.
 *
 * Sizes are gzip level 9 of each file, so they are the same on every machine
 * and every run; `brotli` (quality 11, as scripts/build-server.mjs
 * precompresses every asset and the server sends to a browser that accepts
 * it) is what goes over the wire to today's browsers. Used by `npm run bench` (its JavaScript per page section)
 * and by tests/js-budget.test.ts (the 100 KB budget per page, record 113):
 * one computation, so the bench and the test never disagree.
 *
 * Runs under Node (type stripping) and vitest alike: erasable TypeScript only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'

/** The budget of a page's first visit, gzip (docs/decisions/113-light-pages.md). */
export const PAGE_BUDGET_BYTES = 100 * 1024

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] }
type Manifest = { entry: { module: string; imports?: string[] }; routes: Record<string, ManifestRoute> }

export type Chunk = { file: string; gzip: number; brotli: number; raw: number }
export type PageWeight = {
	/** The route's id in app/routes.ts. */
	id: string
	/** Its URL pattern, from the root ('/product/fiat-wallet-service/payout'). */
	url: string
	/** Every chunk a first visit loads, heaviest first. */
	chunks: Chunk[]
	gzip: number
	/** What the server sends a browser that takes brotli (docs/decisions/113-light-pages.md, "What is sent"). */
	brotli: number
	raw: number
}

const FILE_IMPORT = /(?:\bimport\s*|\bfrom\s*)["']\.\/([\w.-]+\.js)["']/g

/** The build's route manifest, or null when there is no client build in `root`. */
export function readRouteManifest(root: string): { manifest: Manifest; file: string } | null {
	const assets = path.join(root, 'build/client/assets')
	if (!existsSync(assets)) return null
	const name = readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file))
	if (!name) return null
	const text = readFileSync(path.join(assets, name), 'utf8')
	const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)
	return { manifest: JSON.parse(json) as Manifest, file: `/assets/${name}` }
}

/**
 * Every page's first-visit JavaScript in the build under `root`, heaviest
 * first. A page is a route no other route nests in whose module is not empty
 * (a resource route, a CSV or a PDF, has no component: Remix gives it an
 * empty chunk the browser never loads).
 */
export function firstVisitJavaScript(root: string): PageWeight[] {
	const read = readRouteManifest(root)
	if (!read) throw new Error(`no route manifest in ${path.join(root, 'build/client/assets')}: run \`npm run build\` first`)
	const { manifest } = read
	const client = path.join(root, 'build/client')
	const sizes = new Map<string, Chunk>()
	const chunk = (file: string): Chunk => {
		let known = sizes.get(file)
		if (!known) {
			const body = readFileSync(path.join(client, file))
			known = { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli: brotliSize(body) }
			sizes.set(file, known)
		}
		return known
	}
	const staticImports = new Map<string, string[]>()
	const importsOf = (file: string) => {
		let found = staticImports.get(file)
		if (!found) {
			const code = readFileSync(path.join(client, file), 'utf8')
			found = [...code.matchAll(FILE_IMPORT)].map((match) => `${path.posix.dirname(file)}/${match[1]}`)
			staticImports.set(file, found)
		}
		return found
	}
	const isEmpty = (file: string) => readFileSync(path.join(client, file), 'utf8').trim() === ''

	const routes = Object.values(manifest.routes)
	const parents = new Set(routes.map((route) => route.parentId).filter(Boolean))
	const pages: PageWeight[] = []
	for (const route of routes) {
		if (parents.has(route.id) || isEmpty(route.module)) continue
		const chain: ManifestRoute[] = []
		for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? manifest.routes[at.parentId] : undefined) chain.unshift(at)
		const files = new Set<string>()
		const visit = (file: string) => {
			if (files.has(file)) return
			files.add(file)
			for (const imported of importsOf(file)) visit(imported)
		}
		for (const file of [manifest.entry.module, ...(manifest.entry.imports ?? [])]) visit(file)
		for (const at of chain) for (const file of [at.module, ...(at.imports ?? [])]) visit(file)
		const chunks = [...files].map(chunk).sort((a, b) => b.gzip - a.gzip)
		const url = `/${chain
			.map((at) => at.path ?? '')
			.filter(Boolean)
			.join('/')}`
		pages.push({
			id: route.id,
			url,
			chunks,
			gzip: chunks.reduce((sum, c) => sum + c.gzip, 0),
			brotli: chunks.reduce((sum, c) => sum + c.brotli, 0),
			raw: chunks.reduce((sum, c) => sum + c.raw, 0),
		})
	}
	return pages.sort((a, b) => b.gzip - a.gzip || a.url.localeCompare(b.url))
}

const brotliSize = (body: Buffer) =>
	brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
		.length

/** The route manifest's own file and size (the same on every page's first visit). */
export function routeManifestWeight(root: string): Chunk | null {
	const read = readRouteManifest(root)
	if (!read) return null
	const body = readFileSync(path.join(root, 'build/client', read.file))
	return { file: read.file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli: brotliSize(body) }
}

/** The file's name without its folder and content hash: 'account-checks' for '/assets/account-checks-D1o2z799.js'. */
export const chunkName = (file: string) => path.posix.basename(file).replace(/-[\w]{8}\.js$/, '')

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * (g) Do the framework patches still pay? For each file in `patches/`, the
 * CPU per request of /auth/login and a signed-in / with every patch, beside
 * the same build without that one patch, in alternating slices of one run.
 *
 * Each server runs from its own temporary directory: a copy of `build/` and
 * `package.json`, and a `node_modules` of symbolic links to the real packages.
 * In the "without" copy the one patched package is a real copy with its patch
 * reversed (`patch -R`). Node runs both with --preserve-symlinks, so a package
 * reached through the links (say server-runtime) finds its dependencies (say
 * the router) in the temporary node_modules too, for `require` and `import`
 * alike. The worktree's node_modules is never written to.
 *
 * Ports 3260/4260 (with) and 3261/4261 (without), apart from the other sections'.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { root, log, sessionCookie, startDashboard, DEMO_EMAIL } from './common.mjs'
import { cpuOfBatch, refreshSession } from './cpu.mjs'

const WITH = { port: 3260, sandboxPort: 4260 }
const WITHOUT = { port: 3261, sandboxPort: 4261 }
export const PATCH_REQUESTS = Number(process.env.BENCH_PATCH_REQUESTS ?? 200)
export const PATCH_SLICES = Number(process.env.BENCH_PATCH_SLICES ?? 3)
const PATCHES_DIR = path.join(root, 'patches')
const NODE_MODULES = path.join(root, 'node_modules')

/** The package a patch-package file is for: `@scope+name+1.2.3.patch` → `@scope/name`. */
function packageOf(file) {
	const parts = file.replace(/\.patch$/, '').split('+')
	return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
}

/**
 * A directory from which `build/server.js` runs as it does in the worktree,
 * except that `patchFile`'s package (when given) is a copy with that patch reversed.
 */
function runtimeCopy(patchFile) {
	const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-patch-'))
	cpSync(path.join(root, 'build'), path.join(dir, 'build'), { recursive: true })
	cpSync(path.join(root, 'package.json'), path.join(dir, 'package.json'))
	const reversed = patchFile ? packageOf(patchFile) : null
	const modules = path.join(dir, 'node_modules')
	mkdirSync(modules)
	for (const entry of readdirSync(NODE_MODULES)) {
		if (!entry.startsWith('@')) {
			if (entry !== reversed) symlinkSync(path.join(NODE_MODULES, entry), path.join(modules, entry))
			continue
		}
		mkdirSync(path.join(modules, entry))
		for (const name of readdirSync(path.join(NODE_MODULES, entry))) {
			if (`${entry}/${name}` !== reversed) symlinkSync(path.join(NODE_MODULES, entry, name), path.join(modules, entry, name))
		}
	}
	if (reversed) {
		cpSync(path.join(NODE_MODULES, reversed), path.join(modules, reversed), { recursive: true })
		// patch-package's paths start a/node_modules/…: with -p1 they land in the copy.
		const undone = spawnSync('patch', ['-R', '-p1', '-s', '-f', '-d', dir, '-i', path.join(PATCHES_DIR, patchFile)], { encoding: 'utf8' })
		if (undone.status !== 0) throw new Error(`reversing ${patchFile} failed:\n${undone.stdout}${undone.stderr}`)
	}
	return dir
}

async function start(where, dir) {
	const dataDir = path.join(dir, 'data')
	mkdirSync(dataDir)
	const server = await startDashboard({ ...where, dataDir, dir, logLevel: 'info', nodeOptions: '--preserve-symlinks' })
	const dashboard = `http://localhost:${where.port}`
	const cookie = await sessionCookie({ dashboard, sandbox: `http://127.0.0.1:${where.sandboxPort}`, email: DEMO_EMAIL })
	return { ...server, dashboard, headers: { cookie } }
}

/** CPU per request of `page` on both servers, in slices that alternate between them (which goes first alternates too). */
async function pair(withServer, withoutServer, page) {
	const signedIn = page === '/'
	const batch = async (server, amount) => {
		const headers = signedIn ? server.headers : {}
		if (signedIn) await refreshSession(headers, server.dashboard)
		return cpuOfBatch(server.child.pid, `${server.dashboard}${page}`, headers, amount)
	}
	await batch(withServer, 100)
	await batch(withoutServer, 100)
	let withMs = 0
	let withoutMs = 0
	const ratios = []
	for (let i = 0; i < PATCH_SLICES; i++) {
		const order = i % 2 === 0 ? [withServer, withoutServer] : [withoutServer, withServer]
		const used = new Map()
		for (const server of order) used.set(server, await batch(server, PATCH_REQUESTS))
		withMs += used.get(withServer)
		withoutMs += used.get(withoutServer)
		ratios.push(used.get(withoutServer) / used.get(withServer))
	}
	const count = PATCH_REQUESTS * PATCH_SLICES
	return { page, withMs: withMs / count, withoutMs: withoutMs / count, min: Math.min(...ratios), max: Math.max(...ratios) }
}

export async function patchFigures() {
	const files = readdirSync(PATCHES_DIR)
		.filter((file) => file.endsWith('.patch'))
		.sort()
	const dirs = []
	const rows = []
	let withServer = null
	let withoutServer = null
	const cleanup = async () => {
		await withoutServer?.stop()
		await withServer?.stop()
		for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
	}
	const interrupted = () => void cleanup().then(() => process.exit(130))
	for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, interrupted)
	try {
		const withDir = runtimeCopy(null)
		dirs.push(withDir)
		log(`(g) starting the build with every patch on ${WITH.port}/${WITH.sandboxPort} (${withDir}) …`)
		withServer = await start(WITH, withDir)
		for (const file of files) {
			const dir = runtimeCopy(file)
			dirs.push(dir)
			log(
				`(g) without ${file}: ${WITHOUT.port}/${WITHOUT.sandboxPort} (${dir}); ${PATCH_SLICES} slices of ${PATCH_REQUESTS} requests per page …`,
			)
			withoutServer = await start(WITHOUT, dir)
			for (const page of ['/auth/login', '/']) {
				const row = { patch: file, ...(await pair(withServer, withoutServer, page)) }
				log(`(g) ${file} ${page}: with ${row.withMs.toFixed(2)} ms, without ${row.withoutMs.toFixed(2)} ms`)
				rows.push(row)
			}
			await withoutServer.stop()
			withoutServer = null
		}
	} finally {
		await cleanup()
		for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, interrupted)
	}
	return rows
}

export function printPatchFigures(rows, table) {
	console.log(
		`\n(g) Do the patches still pay? CPU per request of the dashboard process with every patch, and without one, ${PATCH_SLICES} alternating slices of ${PATCH_REQUESTS} requests each`,
	)
	console.log(
		table([
			['patch', 'page', 'with', 'without', 'without ÷ with', 'slices'],
			...rows.map((r) => [
				r.patch,
				r.page === '/' ? '/ (logged in)' : r.page,
				`${r.withMs.toFixed(2)} ms`,
				`${r.withoutMs.toFixed(2)} ms`,
				`${(r.withoutMs / r.withMs).toFixed(2)}×`,
				`${r.min.toFixed(2)}–${r.max.toFixed(2)}×`,
			]),
		]),
	)
	console.log(
		'    each server runs from a copy of build/ with a node_modules of links (--preserve-symlinks); "without" has the one package copied and the patch reversed',
	)
	console.log("    without ÷ with above 1 is what the patch saves; within the slices' spread of 1 it no longer pays")
}

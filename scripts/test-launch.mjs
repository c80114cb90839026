#!/usr/bin/env node
/**
 * `npm test` on any Node: scripts/test.mjs needs Node 24 (it imports TypeScript, which only Node 24
 * runs), so on an older Node this gets Node 24 the way `.ci/run` does (scripts/node24.sh, record
 * 058) and runs the suite with it first on PATH. Plain JavaScript that Node 18 and 20 run.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const major = Number(process.versions.node.split('.')[0])
let node = process.execPath
let env = process.env
if (major < 24) {
	const found = spawnSync('bash', [path.join(here, 'node24.sh')], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' })
	const bin = found.status === 0 ? found.stdout.trim() : ''
	if (!bin) {
		console.error(
			`npm test needs Node 24 (this is ${process.version}) and could not get it: run \`bash scripts/node24.sh\` and put the folder it prints first on PATH.`,
		)
		process.exit(1)
	}
	console.error(`npm test: Node ${process.version} is too old, running the suite on Node 24 from ${bin}`)
	node = path.join(bin, 'node')
	env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` }
}
const run = spawnSync(node, [path.join(here, 'test.mjs'), ...process.argv.slice(2)], { stdio: 'inherit', env })
process.exit(run.status ?? 1)

#!/usr/bin/env node
/**
 * `npm run dev`: the sandbox provider (tsx watch sandbox/main.ts) and the
 * dashboard (remix vite:dev, hot reload) side by side, the dashboard pointed
 * at the sandbox through PROVIDER_API_URL. Ctrl-C stops both.
 * Env: PORT (5173 by default, Vite's), SANDBOX_PORT (4000), DATA_DIR (./data).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const sandboxPort = process.env.SANDBOX_PORT || '4000'
const port = process.env.PORT || '5173'
const env = {
	...process.env,
	NODE_ENV: 'development',
	SANDBOX_PORT: sandboxPort,
	PROVIDER_API_URL: process.env.PROVIDER_API_URL || `http://127.0.0.1:${sandboxPort}`,
	SANDBOX_PUBLIC_URL: process.env.SANDBOX_PUBLIC_URL || `http://localhost:${sandboxPort}`,
	APP_URL: process.env.APP_URL || `http://localhost:${port}`,
}
// The sandbox's review e-mails link to the dashboard's pages, as its login links do (server/sandbox-process.ts does the same).
env.SANDBOX_DASHBOARD_URL = env.APP_URL
// No webhook may be sent to the dashboard's port (docs/decisions/103-webhooks-never-reach-the-provider.md).
env.SANDBOX_DASHBOARD_PORT = port
// The dashboard forwards each user's address; the sandbox believes it only with this shared secret.
if (!process.env.PROVIDER_PROXY_SECRET) {
	env.PROVIDER_PROXY_SECRET = randomBytes(32).toString('base64url')
	env.SANDBOX_PROXY_SECRET = env.PROVIDER_PROXY_SECRET
}

const children = [
	spawn(bin('tsx'), ['watch', '--clear-screen=false', 'sandbox/main.ts'], { cwd: root, env, stdio: 'inherit' }),
	spawn(bin('remix'), ['vite:dev', '--port', port, '--strictPort'], { cwd: root, env, stdio: 'inherit' }),
]
let stopping = false
function stop(code = 0) {
	if (stopping) return
	stopping = true
	for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
	setTimeout(() => process.exit(code), 3_000).unref()
	Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() => process.exit(code))
}
for (const child of children) child.once('exit', (code) => stop(code ?? 1))
process.once('SIGINT', () => stop(0))
process.once('SIGTERM', () => stop(0))

import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'

/**
 * The bench's yardstick (npm run bench, figure d): a one-route Remix app built
 * with the same Remix and Vite versions and future flags as the dashboard.
 * Built into build/bench-minimal/ at the repository root, where Node finds
 * the repository's node_modules.
 */
const here = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig({
	root: here,
	logLevel: 'warn',
	// The output sits outside this folder; start clean every time.
	build: { emptyOutDir: true },
	plugins: [
		remix({
			appDirectory: path.join(here, 'app'),
			buildDirectory: path.resolve(here, '../../../build/bench-minimal'),
			serverModuleFormat: 'esm',
			future: {
				v3_fetcherPersist: true,
				v3_relativeSplatPath: true,
				v3_throwAbortReason: true,
				v3_singleFetch: true,
				v3_lazyRouteDiscovery: false,
			},
		}),
	],
})

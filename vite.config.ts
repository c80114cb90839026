/// <reference types="vitest/config" />
import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

declare module '@remix-run/node' {
	interface Future {
		v3_singleFetch: true
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
	plugins: [
		tailwindcss(),
		!process.env.VITEST &&
			remix({
				ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/*.server.{ts,tsx}', '**/.*'],
				serverModuleFormat: 'esm',
				future: {
					v3_fetcherPersist: true,
					v3_relativeSplatPath: true,
					v3_throwAbortReason: true,
					v3_singleFetch: true,
					v3_lazyRouteDiscovery: true,
				},
			}),
	],
	test: {
		include: ['{app,contract,sandbox,server,scripts}/**/*.test.{ts,tsx}', 'tests/*.test.ts'],
		environment: 'node',
		testTimeout: 30_000,
		hookTimeout: 60_000,
		pool: 'forks',
	},
})

// @ts-check
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Flat config. Modest on purpose: `npm run lint` runs with --max-warnings 0, so
 * every rule here is one that normal strict TypeScript code satisfies.
 */
export default tseslint.config(
	{
		ignores: [
			'build/',
			'node_modules/',
			'.cache/',
			'data/',
			'test-results/',
			'playwright-report/',
			'blob-report/',
			'public/build/',
			'.react-router/',
		],
	},
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		languageOptions: {
			ecmaVersion: 2023,
			sourceType: 'module',
			globals: { ...globals.browser, ...globals.node },
		},
		linterOptions: { reportUnusedDisableDirectives: 'error' },
		rules: {
			'@typescript-eslint/no-unused-vars': [
				'error',
				{
					argsIgnorePattern: '^_',
					varsIgnorePattern: '^_',
					caughtErrorsIgnorePattern: '^_',
					destructuredArrayIgnorePattern: '^_',
					ignoreRestSiblings: true,
				},
			],
			'@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
			// Remix module augmentation and `declare global` need namespaces.
			'@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
			'no-empty': ['error', { allowEmptyCatch: true }],
			// Defensive escapes such as `[...\-]` in character classes are harmless.
			'no-useless-escape': 'off',
		},
	},
	{
		files: ['**/*.{jsx,tsx}', 'app/**/*.ts'],
		// Server modules and tests never hold hooks; `useX` there is an ordinary name (vitest's `use…` helpers).
		ignores: ['**/*.server.{ts,tsx}', '**/*.test.{ts,tsx}', 'server/**', 'sandbox/**'],
		plugins: { 'react-hooks': reactHooks },
		rules: {
			'react-hooks/rules-of-hooks': 'error',
			'react-hooks/exhaustive-deps': 'error',
		},
	},
	{
		// Playwright fixtures that need no other fixture are written `async ({}, use) => …`.
		files: ['tests/**/*.ts', 'playwright.config.ts'],
		rules: { 'no-empty-pattern': 'off' },
	},
	{
		// Plain JS scripts (Node): no TS-only rules that need type syntax.
		files: ['**/*.{js,mjs,cjs}'],
		rules: {
			'@typescript-eslint/no-require-imports': 'off',
		},
	},
)

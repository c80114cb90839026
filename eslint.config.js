// @ts-check
import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// `#` starts a comment in gitignore-style groups, so the import aliases are matched by regex.
const boundary = {
	sandbox: { regex: '^#sandbox/|(^|/)sandbox/', message: 'The dashboard talks to the sandbox over HTTP only: never import sandbox/.' },
	appFromSandbox: {
		regex: '^#app/|(^|/)app/',
		message: 'The sandbox is the provider, a separate program: it never imports the dashboard (app/).',
	},
	sandboxTop: {
		regex: '^(\\.\\./|#sandbox/)(app|sandbox-routes|scenarios|cli|server|main)\\.ts$',
		message:
			'sandbox/app.ts and the other top-level modules compose the areas: an area never imports them back (mount its routes from sandbox/app.ts).',
	},
	app: { regex: '^#app/|(^|/)app/', message: 'contract/ is shared by the dashboard and the sandbox: it must not import app/.' },
	appServer: { regex: '^#app/server/|(^|/)server/|\\.server(\\.ts)?$', message: 'app/lib is pure and browser-safe: no server code.' },
	appUi: { regex: '^#app/ui/|(^|/)ui/', message: 'app/lib is pure: it must not import views (app/ui).' },
	serverModule: {
		regex: '^#app/server/|\\.server(\\.ts)?$',
		message: 'Views run in the browser: never import a *.server.ts module (pass data as props).',
	},
}

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
	// One way to write imports (docs/architecture.md#imports): packages, then the shared contract, then
	// the program's own layers by alias (`#app/…`), then `../` and `./` within one layer; each group
	// alphabetical, no blank lines between. A name used only as a type is imported as a type.
	{
		plugins: { 'import-x': importX },
		settings: { 'import-x/internal-regex': '^#(app|contract|sandbox|tests)/' },
		rules: {
			'import-x/order': [
				'error',
				{
					groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
					pathGroups: [
						{ pattern: '#contract/**', group: 'internal', position: 'before' },
						{ pattern: '#tests/**', group: 'internal', position: 'after' },
					],
					pathGroupsExcludedImportTypes: ['builtin', 'external'],
					'newlines-between': 'never',
					alphabetize: { order: 'asc', caseInsensitive: true },
				},
			],
			'import-x/first': 'error',
			'import-x/no-duplicates': 'error',
		},
	},
	{
		// `import('…')` as a type stays allowed: beside a require() or a dynamic import() it names the
		// lazily loaded module's type (docs/decisions/128-one-way-per-pattern.md).
		files: ['**/*.{ts,tsx}'],
		rules: {
			'@typescript-eslint/consistent-type-imports': [
				'error',
				{ prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
			],
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
	// Module boundaries: who may import whom. The browser bundle must never
	// pull in server code; the sandbox is a separate program the dashboard
	// only talks to over HTTP; the contract is shared by both and depends on
	// neither; pure code in app/lib stays free of server and view code.
	{
		files: ['app/**/*.{ts,tsx}'],
		ignores: ['app/**/*.test.{ts,tsx}'],
		rules: { 'no-restricted-imports': ['error', { patterns: [boundary.sandbox] }] },
	},
	{
		files: ['sandbox/**/*.ts'],
		rules: { 'no-restricted-imports': ['error', { patterns: [boundary.appFromSandbox] }] },
	},
	{
		// sandbox/app.ts composes the areas; an area (or the helpers in sandbox/http/) importing the
		// top back would make a cycle. Tests and test-support may start the whole sandbox.
		files: ['sandbox/*/**/*.ts'],
		ignores: ['**/*.test.ts', 'sandbox/test-support/**'],
		rules: {
			'no-restricted-imports': ['error', { patterns: [boundary.appFromSandbox, boundary.sandboxTop] }],
		},
	},
	{
		files: ['contract/**/*.ts'],
		rules: { 'no-restricted-imports': ['error', { patterns: [boundary.app, boundary.sandbox] }] },
	},
	{
		files: ['app/lib/**/*.{ts,tsx}'],
		rules: { 'no-restricted-imports': ['error', { patterns: [boundary.sandbox, boundary.appServer, boundary.appUi] }] },
	},
	{
		files: ['app/ui/**/*.{ts,tsx}'],
		rules: { 'no-restricted-imports': ['error', { patterns: [boundary.sandbox, boundary.serverModule] }] },
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

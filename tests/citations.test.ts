import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { anchorsOf } from './support/markdown.ts'

/**
 * Citations stay inside the repository: a comment or a doc cites
 * `docs/product/<area>.md#anchor` or a record in `docs/decisions/`, never a
 * document the repository does not hold (the product spec's or the design's
 * section numbers, an issue number), and every product doc or record it cites
 * is there, with the heading it names
 * (docs/decisions/119-readme-front-door-and-manual-in-docs.md,
 * docs/decisions/128-one-way-per-pattern.md).
 */
const root = path.resolve(import.meta.dirname, '..')

const SKIPPED_DIRS = new Set([
	'node_modules',
	'.git',
	'build',
	'.cache',
	'data',
	'test-results',
	'playwright-report',
	'blob-report',
	'.react-router',
])
const READ = /\.(ts|tsx|js|mjs|cjs|md|css|ya?ml|sh)$|^Dockerfile$/

function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = path.join(dir, name)
		if (statSync(full).isDirectory()) return SKIPPED_DIRS.has(name) || full === path.join(root, 'public/build') ? [] : sourceFiles(full)
		return READ.test(name) ? [full] : []
	})
}

// Written in pieces so this file does not cite what it forbids.
const SECTION = '\u00a7'
const OUTSIDE_DOCUMENTS = [
	{ pattern: new RegExp(`\\b(?:SPEC|DESIGN)\\b(?:'s)?\\s*${SECTION}?\\s*\\d*`, 'g'), what: 'the product spec or the design' },
	{ pattern: new RegExp(`(?<!\\b(?:SPEC|DESIGN)(?:'s)?\\s*)${SECTION}\\s*\\d+\\w*`, 'g'), what: 'a section number' },
	{ pattern: /\bissues?\s+#?\d+\b/gi, what: 'an issue number' },
	{ pattern: /(?<=^|[\s(])(?<!\bissues?\s+)#\d{1,4}(?=[)'’:,.]?(?:\s|$)|\))/gi, what: 'an issue number' },
	{ pattern: /\/issues\/\d+/g, what: 'an issue' },
]

/** What `text` cites that the repository does not hold, one line each. */
function outsideCitations(text: string) {
	return text
		.split('\n')
		.flatMap((line, index) =>
			OUTSIDE_DOCUMENTS.flatMap(({ pattern, what }) =>
				[...line.matchAll(pattern)].map((match) => `line ${index + 1}: ${what} (${match[0].trim()})`),
			),
		)
}

const anchorsByFile = new Map<string, Set<string>>()
function anchorsIn(file: string) {
	if (!anchorsByFile.has(file)) anchorsByFile.set(file, anchorsOf(readFileSync(file, 'utf8')))
	return anchorsByFile.get(file)!
}
const records = readdirSync(path.join(root, 'docs/decisions'))

/** The product docs and records `text` cites that are not there, or whose anchor is no heading of theirs. */
function brokenCitations(text: string) {
	const broken: string[] = []
	for (const match of text.matchAll(/\bdocs\/(?:product|decisions)\/[\w.-]+?\.md(?:#([\w-]+))?/g)) {
		const [citation, anchor] = [match[0], match[1]]
		const file = citation.split('#')[0]!
		const full = path.join(root, file)
		if (!existsSync(full)) broken.push(`${citation}: no such file`)
		else if (anchor && !anchorsIn(full).has(anchor)) broken.push(`${citation}: no such heading`)
	}
	for (const [citation, number] of text.matchAll(/\bdocs\/decisions\/(\d{3})(?![\w-])/g)) {
		if (!records.some((name) => name.startsWith(`${number}-`))) broken.push(`${citation}: no such record`)
	}
	return broken
}

const files = sourceFiles(root).filter((file) => file !== path.join(root, 'tests/citations.test.ts'))

describe('citations stay inside the repository', () => {
	test('no source file or doc cites the product spec, the design or an issue by number', () => {
		const found = files.flatMap((file) =>
			outsideCitations(readFileSync(file, 'utf8')).map((line) => `${path.relative(root, file)} ${line}`),
		)
		expect(found).toEqual([])
	})

	test('every product doc and record cited is there, with the heading cited', () => {
		// The links test names a missing heading on purpose, to see its checker fail.
		const found = files
			.filter((file) => file !== path.join(root, 'tests/docs-links.test.ts'))
			.flatMap((file) => brokenCitations(readFileSync(file, 'utf8')).map((line) => `${path.relative(root, file)}: ${line}`))
		expect(found).toEqual([])
	})

	test('the checks find each kind of citation, and let colours and entities be', () => {
		expect(outsideCitations(`// as SPEC ${SECTION}2 says\n/** DESIGN ${SECTION}4b */ (${SECTION}8.5)`)).toHaveLength(3)
		expect(outsideCitations("// the SPEC's words")).toHaveLength(1)
		expect(outsideCitations('// what is left of issue #31, issue 22 and (#21)')).toHaveLength(3)
		expect(outsideCitations("fill: '#0f766e'; color: #111; '&#39;' // docs/decisions/111-one-money-format.md")).toEqual([])
		expect(brokenCitations('docs/product/money.md#no-such-heading')).toEqual(['docs/product/money.md#no-such-heading: no such heading'])
		expect(brokenCitations('docs/product/nowhere.md')).toEqual(['docs/product/nowhere.md: no such file'])
		expect(brokenCitations('docs/decisions/012')).toEqual([])
		expect(brokenCitations('docs/decisions/009')).toEqual(['docs/decisions/009: no such record'])
		expect(brokenCitations('docs/product/money.md#amounts-and-dates, docs/decisions/111-one-money-format.md')).toEqual([])
	})
})

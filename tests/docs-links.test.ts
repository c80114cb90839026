import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { anchorsOf, withoutFences } from './support/markdown.ts'

/**
 * Every relative link in README.md and docs/ reaches a file, and a `#anchor`
 * a heading of that file, by GitHub's slug rules (github-slugger): the map a
 * newcomer follows never leads nowhere (docs/decisions/119-readme-front-door-and-manual-in-docs.md).
 */
const root = path.resolve(import.meta.dirname, '..')

function markdownFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = path.join(dir, name)
		if (statSync(full).isDirectory()) return markdownFiles(full)
		return name.endsWith('.md') ? [full] : []
	})
}

/** The text outside fenced code blocks and inline code: links there are examples, not links. */
function prose(markdown: string) {
	return withoutFences(markdown).replace(/`[^`\n]*`/g, '')
}

/** Relative link targets: `[text](target)` and `[label]: target`, web addresses and mail links left out. */
function linksOf(markdown: string) {
	const text = prose(markdown)
	const targets = [
		...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!),
		...[...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]!),
	]
	return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
}

/** What is wrong with one link of `file`, or null. */
function brokenLink(file: string, target: string): string | null {
	const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined]
	const resolved = pathPart ? path.resolve(path.dirname(file), decodeURIComponent(pathPart)) : file
	if (!existsSync(resolved)) return `${target}: no such file`
	if (anchor === undefined || anchor === '') return null
	if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) return `${target}: an anchor into a file that has no headings`
	return anchorsOf(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor).toLowerCase()) ? null : `${target}: no such heading`
}

const files = [path.join(root, 'README.md'), ...markdownFiles(path.join(root, 'docs'))]

describe('links in README.md and docs/', () => {
	test.each(files.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
		const broken = linksOf(readFileSync(file, 'utf8'))
			.map((target) => brokenLink(file, target))
			.filter((problem) => problem !== null)
		expect(broken).toEqual([])
	})

	test('the checker finds a missing file, a missing heading, and accepts a good anchor', () => {
		const readme = path.join(root, 'README.md')
		expect(brokenLink(readme, 'docs/no-such-file.md')).toMatch(/no such file/)
		expect(brokenLink(readme, 'docs/decisions/README.md#no-such-heading')).toMatch(/no such heading/)
		expect(brokenLink(readme, 'docs/decisions/README.md#adding-one')).toBeNull()
		expect(anchorsOf('# A `code` title\n# A `code` title\n## [Linked](x.md) text')).toEqual(
			new Set(['a-code-title', 'a-code-title-1', 'linked-text']),
		)
	})
})

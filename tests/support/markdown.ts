import GithubSlugger from 'github-slugger'

/** Markdown without its fenced code blocks: what is inside them is an example. */
export function withoutFences(markdown: string) {
	return markdown.replace(/^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, '')
}

/** The anchors GitHub gives a file's headings: a link reads as its text; the slugger drops the punctuation of code and emphasis. */
export function anchorsOf(markdown: string) {
	const slugger = new GithubSlugger()
	const anchors = new Set<string>()
	for (const match of withoutFences(markdown).matchAll(/^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
		const text = match[1]!.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
		anchors.add(slugger.slug(text))
	}
	for (const match of markdown.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(match[1]!)
	return anchors
}

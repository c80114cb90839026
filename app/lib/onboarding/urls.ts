/** The path and query of `url` without the query parameter `name` (the list a form closes back to). */
export function pathWithout(url: URL, name: string) {
	const params = new URLSearchParams(url.search)
	params.delete(name)
	const search = params.toString()
	return `${url.pathname}${search ? `?${search}` : ''}`
}

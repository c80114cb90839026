import { COMPLIANCE_PATH, TOOLS, toolAt, toolPath } from '#app/lib/compliance/tools.ts'
import type { RouteHandle } from '../shell/route-handle.ts'

/**
 * A compliance page's title by its URL ('/product/compliance/black-list-check/…' → 'Blacklist check'):
 * a tool's page sits under the service's overview; its quotes and results (`within`) under the tool. A module
 * of its own: the quote and report pages name themselves with it without loading the tool's page, its forms
 * and its history (docs/decisions/121-a-lighter-frame.md).
 */
export function screeningHandle(pathname: string, within?: (title: string) => string): RouteHandle {
	const tool = toolAt(pathname)
	const overview = { title: 'Compliance', to: COMPLIANCE_PATH }
	if (!tool) return { title: 'Compliance', serviceName: 'Compliance', ancestor: overview }
	const title = TOOLS[tool].title
	return within
		? { title: within(title), serviceName: 'Compliance', ancestor: { title, to: toolPath(tool) } }
		: { title, serviceName: 'Compliance', ancestor: overview }
}

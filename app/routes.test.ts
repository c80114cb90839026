import type { RouteConfigEntry } from '@remix-run/route-config'
import { expect, test } from 'vitest'
import routes from './routes.ts'

/**
 * The route manifest as app/routes.ts declares it: every route's id, parent, module and path, in order. The
 * snapshot beside this file is the list; a change to routes.ts that moves no URL leaves it as it is (record 125).
 */
function manifest(entries: RouteConfigEntry[], parent = 'root'): string[] {
	return entries.flatMap((entry) => {
		const id = entry.id ?? entry.file.replace(/\.tsx?$/, '')
		const line = `${id} ← ${parent}: ${entry.index ? '(index) ' : ''}${entry.path ?? (entry.index ? '' : '(layout)')} → ${entry.file}`
		return [line, ...manifest(entry.children ?? [], id)]
	})
}

test('every route keeps its id, parent, module and path', () => {
	expect(manifest(routes)).toMatchSnapshot()
})

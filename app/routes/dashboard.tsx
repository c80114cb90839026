import { redirect } from '@remix-run/node'

/** DESIGN.md §8.6: the dashboard lives at /. */
export function loader() {
	return redirect('/')
}

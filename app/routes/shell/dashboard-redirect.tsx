import { redirect } from '@remix-run/node'

/** The dashboard lives at /; /dashboard is its old address. */
export function loader() {
	return redirect('/')
}

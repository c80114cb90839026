import { redirect, type LoaderFunctionArgs } from '@remix-run/node'

/** /auth is the login page's other address. */
export function loader({ request }: LoaderFunctionArgs) {
	const { search } = new URL(request.url)
	return redirect(`/auth/login${search}`)
}

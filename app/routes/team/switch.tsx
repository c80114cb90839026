import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { handleSwitchBusiness } from '#app/server/team/switch.server.ts'
import { requireUser } from '#app/server/user.server.ts'

/** A post only (the top bar's switcher); a visit goes to the dashboard. */
export async function loader(_args: LoaderFunctionArgs) {
	return redirect('/')
}

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	return handleSwitchBusiness(request, user)
}

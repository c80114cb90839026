import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportTransfersCsv } from '#app/server/money/transfers.server.ts'
import { requireUser } from '#app/server/user.server.ts'

/** /local-transfers/export.csv?<the list's filters>: every selected transfer, streamed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return exportTransfersCsv(request, user)
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportAuditLogCsv } from '#app/server/settings/audit-log.server.ts'
import { requireUser } from '#app/server/user.server.ts'

/** /settings/audit-log/export.csv?<the log's filters>: every entry they select, streamed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	return exportAuditLogCsv(request, user)
}

import { redirect, type AppLoadContext } from '@remix-run/node'
import { exposureChart } from '#app/lib/compliance/exposure-chart.ts'
import type { ScreeningReport } from '#app/lib/compliance/report.ts'
import { toolPath } from '#app/lib/compliance/tools.ts'
import { findOr404, notFound } from '../http/not-found.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import type { User } from '../user.server.ts'
import { requireTool } from './screening.server.ts'

/**
 * A screening's result page (/product/compliance/<tool>/report?id=): the
 * integrator's own only (anyone else's id, or one that cannot be an id, is
 * the 404 page), asked for beside the guard (one provider round trip). A
 * wallet analysis shows its exposure as a chart drawn here, on the server.
 */

/** What a provider's id can look like; anything else names nothing and is never sent. */
const RESULT_ID = /^[a-z]{3}_[0-9a-f]{20}$/

async function fetchReport(user: User, tool: ScreeningReport['tool'], id: string): Promise<ScreeningReport> {
	const api = user.api.compliance
	switch (tool) {
		case 'txn': {
			const record = await api.getTxn(id)
			return { tool, record, chart: exposureChart(record.exposure) }
		}
		case 'wallet': {
			if (id.startsWith('wlb_')) return { tool, batch: await api.getWalletBatch(id) }
			const record = await api.getWallet(id)
			return { tool, record, chart: exposureChart(record.riskScoreSection.exposure) }
		}
		case 'entity':
			return { tool, record: await api.getEntityReport(id) }
		case 'blacklist':
			return { tool, record: await api.getBlacklist(id) }
	}
}

export async function loadScreeningReport(request: Request, context: AppLoadContext): Promise<ScreeningReport> {
	const tool = requireTool(request)
	const id = new URL(request.url).searchParams.get('id')
	// No id: the tool's page, where its history lists every report.
	if (id === null || id === '') {
		await requireServiceWith(request, context, 'compliance')
		throw redirect(toolPath(tool))
	}
	if (!RESULT_ID.test(id)) {
		await requireServiceWith(request, context, 'compliance')
		notFound()
	}
	const { loading } = await requireServiceWith(request, context, 'compliance', (user) => ({
		loading: findOr404(() => fetchReport(user, tool, id)),
	}))
	return await loading
}

import type { KycFlow } from '#contract/compliance/kyc-flows.ts'
import type { KycVerification } from '#contract/compliance/kyc-verifications.ts'
import { KYC_CREATE_PATH, KYC_FLOWS_PATH, KYC_ONBOARDING_PATH, STATUS_LABELS } from '#app/lib/compliance/kyc-labels.ts'
import { CopyButton } from '../kit/copy-button.tsx'
import { Tabs } from '../kit/tabs.tsx'
import type { RouteHandle } from '../shell/route-handle.ts'

/*
 * What every KYC page shares (the title, the tabs, a flow's public link, a verification's status), apart from
 * the lists in kyc-pages.tsx: the flow builder, its preview and a verification's report load these without the
 * lists' filters and pager (docs/decisions/121-a-lighter-frame.md).
 */

/** Title and breadcrumb of the KYC pages: under the compliance service. */
export const kycHandle = (title: string): RouteHandle => ({
	title,
	serviceName: 'Compliance',
	ancestor: { title: 'Compliance', to: '/product/compliance' },
})

export type FlowCard = KycFlow & { link: string; qrCode: string }

/** The KYC pages' own navigation: links, so every page is reachable without JavaScript. */
export function KycNav({ current }: { current: 'verifications' | 'flows' | 'create' | null }) {
	return (
		<Tabs
			label="KYC onboarding"
			current={current ?? ''}
			tabs={[
				{ id: 'verifications', label: 'Verifications', to: KYC_ONBOARDING_PATH },
				{ id: 'flows', label: 'KYC flows', to: KYC_FLOWS_PATH },
				{ id: 'create', label: 'Create KYC flow', to: KYC_CREATE_PATH },
			]}
		/>
	)
}

/** A flow's public link, to send to end customers, and its QR code (drawn on the server). */
export function FlowLink({ flow }: { flow: FlowCard }) {
	return (
		<div className="flex flex-wrap items-start gap-4">
			<img src={flow.qrCode} alt={`QR code of the public link of ${flow.name}`} width={120} height={120} className="rounded border" />
			<div className="min-w-0 flex-1">
				<p className="text-xs font-semibold text-gray-600">Public link</p>
				<p className="font-mono text-sm break-all" data-testid="flow-link">
					{flow.link}
				</p>
				<CopyButton value={flow.link} thing="public link" />
			</div>
		</div>
	)
}

const STATUS_CLASS: Record<KycVerification['status'], string> = {
	IN_PROGRESS: 'bg-blue-50 text-blue-800',
	COMPLETED: 'bg-green-50 text-green-800',
	FAILED: 'bg-red-50 text-red-800',
	EXPIRED: 'bg-gray-100 text-gray-700',
}

export function StatusBadge({ status }: { status: KycVerification['status'] }) {
	return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[status]}`}>{STATUS_LABELS[status]}</span>
}

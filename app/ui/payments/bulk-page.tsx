import { Form, Link } from '@remix-run/react'
import { type BatchSummary } from '#contract/payments/api.ts'
import { BATCH_MAX_ROWS, BATCH_MAX_SIZE_TEXT } from '#contract/payments/limits.ts'
import { formatDateTime } from '#app/lib/format.ts'
import {
	batchPath,
	BULK_DETAIL_COLUMNS,
	BULK_FILE_FIELD,
	BULK_TEMPLATE_PATH,
	PAYMENT_INTENTS,
	PAYMENT_PATH,
} from '#app/lib/payments/labels.ts'
import { SubmitButton } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { ErrorList } from '../kit/field.tsx'
import type { SubmissionResult } from '../kit/form.ts'
import { PageHeader } from '../kit/page-header.tsx'
import { RoleRefusal, useRoleRefusal } from '../kit/role-refusal.tsx'
import { NoPinNotice } from '../money/pin-fields.tsx'

const DETAIL_COLUMNS = Object.values(BULK_DETAIL_COLUMNS).join(', ')

/**
 * /product/payment-service/bulk-payout: the upload (a CSV of amount,
 * currency, reference and a beneficiary id or bank details; its limits
 * stated; the template to download), then the latest batches. 'Check file' sends nothing: the
 * checked batch opens on its own page, confirmed there with the PIN.
 */
export function BulkPage({
	batches,
	pinExists,
	reply,
}: {
	batches: BatchSummary[]
	pinExists: boolean
	reply?: { result: SubmissionResult<string[]> } | null
}) {
	const refusal = useRoleRefusal('money.move')
	const errors = reply?.result.error?.[BULK_FILE_FIELD] ?? reply?.result.error?.['']
	return (
		<div className="mx-auto flex max-w-4xl flex-col gap-4">
			<PageHeader title="Bulk payout" back={{ to: PAYMENT_PATH, label: 'Back' }} />
			{pinExists || refusal ? null : <NoPinNotice what="A bulk payout is sent" />}
			<section className={cardClass('p-6')}>
				<h2 className="text-lg font-semibold">Upload a CSV file</h2>
				<p className="mt-1 text-sm text-gray-600">
					One payout per line, under a first line naming the columns: <code className="font-mono">amount</code>,{' '}
					<code className="font-mono">currency</code>, <code className="font-mono">reference</code>, and whom to pay: a saved
					beneficiary&apos;s <code className="font-mono">beneficiary_id</code> (on each beneficiary&apos;s page), or the account&apos;s
					details as a new beneficiary needs them (<code className="font-mono">{DETAIL_COLUMNS}</code>); the template shows both. An account
					you have saved is paid as that beneficiary; a new one is saved when the payouts are sent. Amounts are exact, with the
					currency&apos;s decimals. At most {BATCH_MAX_ROWS.toLocaleString('en-US')} payouts and {BATCH_MAX_SIZE_TEXT}; no cell may start
					with =, +, - or @ (but a mobile number such as +254712345678). Every line is checked, and every account&apos;s name asked of its
					bank, before anything is sent.
				</p>
				<p className="mt-2 text-sm">
					<a href={BULK_TEMPLATE_PATH} download className="font-semibold text-brand-700 underline">
						Download the template (CSV)
					</a>
				</p>
				<RoleRefusal refusal={refusal} className="mt-4">
					<Form method="POST" encType="multipart/form-data" className="mt-4 flex flex-col gap-2">
						<label htmlFor="bulk-file" className="text-sm font-semibold">
							CSV file
						</label>
						<input
							id="bulk-file"
							type="file"
							name={BULK_FILE_FIELD}
							accept=".csv,text/csv"
							required
							aria-invalid={errors ? true : undefined}
							aria-describedby={errors ? 'bulk-file-error' : undefined}
							className="text-sm"
						/>
						<ErrorList id="bulk-file-error" errors={errors} />
						<div>
							<SubmitButton name="intent" value={PAYMENT_INTENTS.upload} pendingLabel="Checking...">
								Check file
							</SubmitButton>
						</div>
					</Form>
				</RoleRefusal>
			</section>
			<section aria-labelledby="bulk-history" className={cardClass('p-6')}>
				<h2 id="bulk-history" className="text-lg font-semibold">
					Bulk payouts
				</h2>
				{batches.length ? (
					<ul className="mt-3 flex flex-col divide-y divide-gray-100 text-sm" aria-label="Bulk payouts">
						{batches.map((batch) => (
							<li key={batch.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
								<Link to={batchPath(batch.id)} className="font-semibold underline">
									{batch.fileName}
								</Link>
								<span className="text-gray-600">
									{batch.validCount} of {batch.rowCount} rows valid · {batch.status === 'SENT' ? 'Sent' : 'Not sent yet'} ·{' '}
									{formatDateTime(batch.sentAt ?? batch.createdAt)}
								</span>
							</li>
						))}
					</ul>
				) : (
					<p className="mt-3 text-sm text-gray-600">No bulk payout yet.</p>
				)}
			</section>
		</div>
	)
}

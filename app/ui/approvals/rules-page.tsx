import { Form } from '@remix-run/react'
import type { ApprovalRule } from '#contract/approvals/api.ts'
import { APPROVAL_KIND_LABELS, APPROVAL_KINDS, APPROVAL_RULE_CURRENCIES } from '#contract/approvals/words.ts'
import type { Currency } from '#contract/money/currency-list.ts'
import { formatDateTime } from '#app/lib/format.ts'
import type { FormReply } from '#app/lib/reply.ts'
import { SubmitButton } from '../kit/button.tsx'
import { Card } from '../kit/card.tsx'
import { DataTable, type Column } from '../kit/data-table.tsx'
import { ErrorList, TextField } from '../kit/field.tsx'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'

type Row = { kind: (typeof APPROVAL_KINDS)[number]; currency: Currency; rule: ApprovalRule | null }

/**
 * Settings → Approval rules (docs/product/approvals.md#rules): per kind and
 * currency (a crypto asset for withdrawals, in its own decimals), the amount
 * at or above which a movement waits for a second
 * member. The Owner and Admins change them, one plain post per row (an empty
 * amount removes the rule); every other member sees them read-only.
 */
export function ApprovalRulesPage({
	rules,
	rulesRefusal,
	reply,
}: {
	rules: ApprovalRule[]
	rulesRefusal: string | null
	reply: (FormReply<'rule'> & { result: { initialValue?: Record<string, unknown> | null } }) | undefined
}) {
	const rows: Row[] = APPROVAL_KINDS.flatMap((kind) =>
		APPROVAL_RULE_CURRENCIES[kind].map((currency) => ({
			kind,
			currency,
			rule: rules.find((rule) => rule.kind === kind && rule.currency === currency) ?? null,
		})),
	)
	const posted = reply?.result.initialValue as { kind?: string; currency?: string; amount?: string } | undefined
	const errorsFor = (row: Row) => (posted?.kind === row.kind && posted.currency === row.currency ? reply?.result.error : undefined)
	const columns: Array<Column<Row> | null> = [
		{ key: 'kind', header: 'Kind', cell: (row) => APPROVAL_KIND_LABELS[row.kind] },
		{ key: 'currency', header: 'Currency or asset', rowHeader: true, cell: (row) => row.currency },
		{
			key: 'amount',
			header: 'Needs approval at or above',
			testId: 'rule-amount',
			cell: (row) => (row.rule ? <Money value={row.rule.amount} currency={row.currency} /> : 'No rule'),
		},
		{
			key: 'updated',
			header: 'Last changed',
			cell: (row) => (row.rule ? `${formatDateTime(row.rule.updatedAt)} by ${row.rule.updatedBy}` : '–'),
		},
		rulesRefusal
			? null
			: {
					key: 'change',
					header: 'Change',
					cell: (row) => {
						const errors = errorsFor(row)
						return (
							<Form method="POST" className="flex flex-wrap items-start gap-2" data-testid={`rule-form-${row.kind}-${row.currency}`}>
								<input type="hidden" name="kind" value={row.kind} />
								<input type="hidden" name="currency" value={row.currency} />
								<TextField
									label={`${APPROVAL_KIND_LABELS[row.kind]} ${row.currency} amount`}
									name="amount"
									inputMode="decimal"
									defaultValue={errors && typeof posted?.amount === 'string' ? posted.amount : (row.rule?.amount ?? '')}
									errors={errors?.amount}
									className="w-40"
								/>
								<ErrorList errors={errors?.['']} />
								<SubmitButton pendingLabel="Saving...">Save</SubmitButton>
							</Form>
						)
					},
				},
	]
	return (
		<div className="flex flex-col gap-4">
			<PageHeader
				title="Approval rules"
				description="Money leaving at or above a rule's amount (a bulk payout's total per currency) waits for a second member's approval (the Owner, an Admin or Finance, never the one who asked). Leave the amount empty to remove the rule."
			/>
			{rulesRefusal ? (
				<Card tone="muted" data-testid="rules-read-only">
					<p className="text-sm">{rulesRefusal}. Only the Owner and Admins change approval rules.</p>
				</Card>
			) : null}
			<DataTable
				rows={rows}
				columns={columns}
				rowKey={(row) => `${row.kind}-${row.currency}`}
				caption="Approval rules"
				testId="approval-rules"
			/>
		</div>
	)
}

import { Form } from '@remix-run/react'
import type { ZodTypeAny } from 'zod'
import type { EntityIndicator } from '#contract/compliance/entities.ts'
import type { Country } from '#contract/shell.ts'
import { BATCH_EXAMPLE, BATCH_FILE_FIELD, BATCH_FILE_MAX_BYTES } from '#app/lib/compliance/batch.ts'
import { NETWORK_OPTIONS, TX_TYPE_OPTIONS } from '#app/lib/compliance/form-options.ts'
import type { EntitySearch } from '#app/lib/compliance/history.ts'
import { BATCH_INTENT, feePhrase, QUOTE_INTENT, toolPath, type ScreeningTool } from '#app/lib/compliance/tools.ts'
import type { FormReply } from '#app/lib/reply.ts'
import { SubmitButton } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { EmptyState } from '../kit/empty-state.tsx'
import { ErrorList, SelectField, TextField } from '../kit/field.tsx'
import { getFormProps, useForm, type SubmissionResult } from '../kit/form.ts'
import { RoleRefusal } from '../kit/role-refusal.tsx'

type Reply = FormReply<string> | undefined
const resultOf = (reply: Reply, intent: string) => (reply?.intent === intent ? reply.result : undefined)

const SECTION = cardClass('flex flex-col gap-3 p-6')

/** The fee said before any quote: 'Costs $5 fee each time, from your USD funding balance'. */
function FeeNote({ tool, unitFee }: { tool: ScreeningTool; unitFee: string }) {
	return (
		<p className="text-sm text-gray-600" data-testid="fee-note">
			<span className="font-semibold text-ink">{feePhrase(tool, unitFee)}</span>, from your USD funding balance. You see the quote before
			anything is charged.
		</p>
	)
}

/** The form of one subject: a transaction (network, hash, direction) or an address (network, address). */
function SubjectForm({
	tool,
	unitFee,
	lastResult,
}: {
	tool: 'txn' | 'wallet' | 'blacklist'
	unitFee: string
	lastResult?: SubmissionResult<string[]>
}) {
	const [form, f] = useForm({
		id: `${tool}-quote`,
		lastResult,
		schema: { load: () => import('#app/lib/compliance/forms.ts'), build: (m) => m.QUOTE_FORMS[tool] as ZodTypeAny },
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const fields = f as unknown as Record<'network' | 'txId' | 'txType' | 'address', { errors?: string[]; initialValue?: unknown }>
	const initial = (name: keyof typeof fields) =>
		typeof fields[name].initialValue === 'string' ? (fields[name].initialValue as string) : undefined
	const title = tool === 'txn' ? 'Analyse a transaction' : tool === 'wallet' ? 'Analyse an address' : 'Check an address'
	return (
		<section aria-labelledby={`${tool}-form-title`} className={SECTION}>
			<h2 id={`${tool}-form-title`} className="text-lg font-semibold">
				{title}
			</h2>
			<FeeNote tool={tool} unitFee={unitFee} />
			<Form method="POST" action={toolPath(tool)} className="flex flex-col gap-1" {...getFormProps(form)}>
				<input type="hidden" name="intent" value={QUOTE_INTENT} />
				<SelectField
					label="Network"
					name="network"
					id={`${tool}-network`}
					defaultValue={initial('network') ?? 'BTC'}
					errors={fields.network.errors}
				>
					{NETWORK_OPTIONS.map((option) => (
						<option key={option.value} value={option.value}>
							{option.label}
						</option>
					))}
				</SelectField>
				{tool === 'txn' ? (
					<>
						<TextField
							label="Transaction hash"
							name="txId"
							id="txn-hash"
							defaultValue={initial('txId')}
							autoComplete="off"
							spellCheck={false}
							hint="64 hexadecimal digits; on Ethereum, 0x first"
							errors={fields.txId.errors}
						/>
						<SelectField
							label="Type"
							name="txType"
							id="txn-type"
							defaultValue={initial('txType') ?? 'DEPOSIT'}
							errors={fields.txType.errors}
						>
							{TX_TYPE_OPTIONS.map((option) => (
								<option key={option.value} value={option.value}>
									{option.label}
								</option>
							))}
						</SelectField>
					</>
				) : (
					<TextField
						label="Address"
						name="address"
						id={`${tool}-address`}
						defaultValue={initial('address')}
						autoComplete="off"
						spellCheck={false}
						errors={fields.address.errors}
					/>
				)}
				<ErrorList id={form.errorId} errors={form.errors} />
				<div>
					<SubmitButton pendingLabel="Getting quote…" pendingWhen={(data) => data.get('intent') === QUOTE_INTENT}>
						Get quote
					</SubmitButton>
				</div>
			</Form>
		</section>
	)
}

/** A batch: a CSV file of addresses, checked on the server; its good rows are quoted, the bad ones listed on the quote. */
function BatchForm({ unitFee, lastResult }: { unitFee: string; lastResult?: SubmissionResult<string[]> }) {
	const errors = lastResult?.error?.[''] ?? []
	return (
		<section aria-labelledby="batch-form-title" className={SECTION}>
			<h2 id="batch-form-title" className="text-lg font-semibold">
				Analyse a batch of addresses
			</h2>
			<p className="text-sm text-gray-600">
				A CSV file with one address per line, its network first (<code>network,address</code>; a first line with those names is a header),
				at most 100 addresses and {BATCH_FILE_MAX_BYTES / 1024} kB. A line with an address alone takes the network its shape shows. Lines
				that cannot be screened are listed with their reason and not charged.
			</p>
			<FeeNote tool="wallet" unitFee={unitFee} />
			<details className="text-sm">
				<summary className="cursor-pointer text-brand-700">Example file</summary>
				<pre className="mt-2 overflow-x-auto rounded-lg bg-gray-50 p-3 text-xs">{BATCH_EXAMPLE}</pre>
			</details>
			<Form method="POST" action={toolPath('wallet')} encType="multipart/form-data" className="flex flex-col gap-2">
				<input type="hidden" name="intent" value={BATCH_INTENT} />
				<label htmlFor="batch-file" className="text-sm font-medium">
					CSV file
				</label>
				<input
					id="batch-file"
					type="file"
					name={BATCH_FILE_FIELD}
					accept=".csv,text/csv"
					required
					aria-invalid={errors.length ? true : undefined}
					aria-describedby={errors.length ? 'batch-file-errors' : undefined}
					// A file input's own width (its button and 'No file chosen') would widen a 360 px page.
					className="w-full min-w-0 text-sm"
				/>
				<div id="batch-file-errors" role={errors.length ? 'alert' : undefined} data-testid="batch-errors">
					{errors.length ? (
						<ul className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
							{errors.map((error) => (
								<li key={error}>{error}</li>
							))}
						</ul>
					) : null}
				</div>
				<div>
					<SubmitButton pendingLabel="Reading the file…" pendingWhen={(data) => data.get('intent') === BATCH_INTENT}>
						Upload and get quote
					</SubmitButton>
				</div>
			</Form>
		</section>
	)
}

/** The wallet analysis: one address, or a batch file. */
export function WalletForms({ unitFee, reply }: { unitFee: string; reply: Reply }) {
	return (
		<div className="grid gap-4 lg:grid-cols-2">
			<SubjectForm tool="wallet" unitFee={unitFee} lastResult={resultOf(reply, QUOTE_INTENT)} />
			<BatchForm unitFee={unitFee} lastResult={resultOf(reply, BATCH_INTENT)} />
		</div>
	)
}

export function TxnForm({ unitFee, reply }: { unitFee: string; reply: Reply }) {
	return <SubjectForm tool="txn" unitFee={unitFee} lastResult={resultOf(reply, QUOTE_INTENT)} />
}

export function BlacklistForm({ unitFee, reply }: { unitFee: string; reply: Reply }) {
	return <SubjectForm tool="blacklist" unitFee={unitFee} lastResult={resultOf(reply, QUOTE_INTENT)} />
}

/**
 * Entity due diligence: the search (a GET form, free: its fields are the
 * URL), its results, each with 'Order report' (a post for its quote), and
 * what a report looks for.
 */
export function EntityForms({
	unitFee,
	reply,
	search,
	countries,
	indicators,
	refusal,
}: {
	unitFee: string
	reply: Reply
	search: EntitySearch
	countries: Country[]
	indicators: EntityIndicator[]
	/** Why this role may not order a report (record 135): the search stays, the reason instead of 'Order report'. */
	refusal: string | null
}) {
	const orderErrors = Object.values(resultOf(reply, QUOTE_INTENT)?.error ?? {})
		.flat()
		.filter((error): error is string => Boolean(error))
	return (
		<section aria-labelledby="entity-form-title" className={SECTION}>
			<h2 id="entity-form-title" className="text-lg font-semibold">
				Find an entity
			</h2>
			<FeeNote tool="entity" unitFee={unitFee} />
			<Form method="GET" action={toolPath('entity')} role="search" aria-label="Find an entity" className="flex flex-wrap items-end gap-3">
				<TextField
					label="Entity name"
					name="name"
					id="entity-name"
					defaultValue={search?.name ?? ''}
					required
					minLength={2}
					maxLength={120}
					className="min-w-56 flex-1"
				/>
				<SelectField label="Country" name="country" id="entity-country" defaultValue={search?.country || 'NG'} required>
					{countries.length ? (
						countries.map((country) => (
							<option key={country.code} value={country.code}>
								{country.name}
							</option>
						))
					) : (
						<option value={search?.country || 'NG'}>{search?.country || 'NG'}</option>
					)}
				</SelectField>
				<div className="pb-1">
					<button
						type="submit"
						className="inline-flex min-h-10 items-center rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold"
					>
						Search
					</button>
				</div>
			</Form>
			{search?.errors.length ? (
				<div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="entity-search-errors">
					<ul>
						{search.errors.map((error) => (
							<li key={error}>{error}</li>
						))}
					</ul>
				</div>
			) : null}
			<ErrorList id="entity-order-errors" errors={orderErrors} />
			<RoleRefusal refusal={refusal} />
			{search?.results ? (
				search.results.length ? (
					<ul className="flex flex-col divide-y divide-gray-100" aria-label="Entities found" data-testid="entity-results">
						{search.results.map((entity) => (
							<li
								key={entity.registrationNumber}
								className="flex flex-wrap items-center justify-between gap-3 py-3"
								data-testid="entity-result"
							>
								<div className="text-sm">
									<p className="font-semibold">{entity.name}</p>
									<p className="text-gray-600">
										{entity.country} · <span className="font-mono">{entity.registrationNumber}</span> · incorporated {entity.incorporated}
									</p>
								</div>
								{refusal ? null : (
									<Form method="POST" action={toolPath('entity')}>
										<input type="hidden" name="intent" value={QUOTE_INTENT} />
										<input type="hidden" name="name" value={entity.name} />
										<input type="hidden" name="country" value={entity.country} />
										<SubmitButton
											variant="secondary"
											pendingLabel="Getting quote…"
											pendingWhen={(data) => data.get('name') === entity.name}
										>
											Order report<span className="sr-only"> on {entity.name}</span>
										</SubmitButton>
									</Form>
								)}
							</li>
						))}
					</ul>
				) : (
					<EmptyState message={`No search found for ${search.name}`} />
				)
			) : null}
			<details className="text-sm">
				<summary className="cursor-pointer text-brand-700">What a report looks for</summary>
				<ul className="mt-2 flex flex-col gap-2" data-testid="entity-indicators">
					{indicators.map((indicator) => (
						<li key={indicator.code}>
							<span className="font-semibold">{indicator.label}</span>: {indicator.description}
						</li>
					))}
				</ul>
			</details>
		</section>
	)
}

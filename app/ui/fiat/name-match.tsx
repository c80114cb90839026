import { NAME_MATCH_MESSAGES, type NameMatch } from '#contract/fiat/beneficiary-labels.ts'
import { formatDateTime } from '#app/lib/money/format.ts'
import { cn } from '../kit/cn.ts'

/**
 * Confirmation of payee on screen (record 109, docs/product/fiat.md): the
 * flag beside a saved beneficiary wherever it is listed or paid, and the
 * bank's answer on the beneficiary form with the box to tick for another
 * holder's account. A match shows nothing beside a name.
 */

type Checked = { nameMatch?: NameMatch; accountName: string; nameMismatchConfirmedAt?: string | null }

export function NameMatchFlag({ beneficiary, className }: { beneficiary: Checked; className?: string }) {
	const { nameMatch, accountName, nameMismatchConfirmedAt } = beneficiary
	if (!nameMatch || nameMatch === 'MATCH') return null
	const close = nameMatch === 'CLOSE_MATCH'
	const confirmed = !close && nameMismatchConfirmedAt
	return (
		<span
			className={cn(
				'inline-flex flex-wrap items-center gap-1 rounded-md px-2 py-0.5 text-xs font-medium',
				close || confirmed ? 'bg-amber-50 text-amber-900' : 'bg-red-50 text-red-800',
				className,
			)}
			data-testid="name-match-flag"
			data-name-match={nameMatch}
		>
			<strong>
				{close
					? NAME_MATCH_MESSAGES.closeFlag
					: confirmed
						? NAME_MATCH_MESSAGES.confirmedFlag(formatDateTime(confirmed))
						: NAME_MATCH_MESSAGES.flag}
			</strong>{' '}
			<span>· the bank says {accountName}</span>
		</span>
	)
}

/** The bank's answer on the beneficiary form: how the name compares; for another holder, a warning and the box to tick. */
export function NameMatchAnswer({
	nameMatch,
	accountName,
	confirmed,
	errors,
}: {
	nameMatch: NameMatch
	accountName: string
	confirmed: boolean
	errors?: string[]
}) {
	if (nameMatch !== 'NO_MATCH')
		return (
			<p data-testid="name-match" data-name-match={nameMatch}>
				{nameMatch === 'MATCH' ? NAME_MATCH_MESSAGES.match(accountName) : NAME_MATCH_MESSAGES.close(accountName)}
			</p>
		)
	return (
		<div data-testid="name-match" data-name-match={nameMatch} className="mt-2 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
			<p role="alert">{NAME_MATCH_MESSAGES.noMatch(accountName)}</p>
			<ConfirmMismatchBox accountName={accountName} confirmed={confirmed} errors={errors} id="confirm-name-mismatch" />
		</div>
	)
}

/** The box a user ticks to use an account the bank says someone else holds (its post says `confirmNameMismatch=on`). */
export function ConfirmMismatchBox({
	accountName,
	label,
	confirmed = false,
	errors,
	id,
}: {
	accountName: string
	/** Instead of the one holder's sentence (a bulk payout's rows). */
	label?: string
	confirmed?: boolean
	errors?: string[]
	id: string
}) {
	return (
		<div className="mt-2">
			<label className="flex items-start gap-2 text-sm font-medium" htmlFor={id}>
				<input
					type="checkbox"
					id={id}
					name="confirmNameMismatch"
					value="on"
					defaultChecked={confirmed}
					className="mt-0.5 size-4"
					aria-describedby={errors?.length ? `${id}-error` : undefined}
					aria-invalid={errors?.length ? true : undefined}
				/>
				{label ?? NAME_MATCH_MESSAGES.confirmLabel(accountName)}
			</label>
			{errors?.length ? (
				<p id={`${id}-error`} className="mt-1 text-sm text-red-700">
					{errors[0]}
				</p>
			) : null}
		</div>
	)
}

import { Link } from '@remix-run/react'
import type { LoanStatus } from '#contract/lending/api.ts'
import type { LtvZone } from '#contract/lending/arithmetic.ts'
import { LOAN_STATUS_LABELS, LOAN_STATUS_TONES, ZONE_LABELS, ZONE_TONES } from '#app/lib/lending/labels.ts'
import { AUTHENTICATOR_PROMPT } from '#app/lib/settings/integrations-schemas.ts'
import { securityUrl } from '#app/lib/settings/security-sections.ts'
import { buttonClass } from '../kit/button.tsx'
import { ErrorList, TextField, type ListOfErrors } from '../kit/field.tsx'
import { OtpField } from '../kit/otp-field.tsx'
import { StatusPill } from '../money/transfer-status.tsx'

/** 'In review', 'Active', 'Repaid' … on a pill whose colour repeats the words. */
export function LoanStatusPill({ status }: { status: LoanStatus }) {
	return <StatusPill label={LOAN_STATUS_LABELS[status]} tone={LOAN_STATUS_TONES[status]} testId="loan-status" />
}

/** 'Healthy', 'Warning: near liquidation' … in words, on a pill. */
export function ZonePill({ zone }: { zone: LtvZone }) {
	return <StatusPill label={ZONE_LABELS[zone]} tone={ZONE_TONES[zone]} testId="loan-zone" />
}

/**
 * What every Lending post that moves money carries besides its figures: the
 * key the form was rendered with (posted twice, it moves once), the
 * transaction PIN and, with 2FA on, the authenticator code.
 */
export function SecretFields({
	id,
	idempotencyKey,
	twoFAEnabled,
	pinErrors,
	tokenErrors,
	keyErrors,
}: {
	id: string
	idempotencyKey: string
	twoFAEnabled: boolean
	pinErrors?: ListOfErrors
	tokenErrors?: ListOfErrors
	/** A key refused (a replayed or forged post): said above the PIN, as the form's own reason. */
	keyErrors?: ListOfErrors
}) {
	return (
		<>
			<input type="hidden" name="idempotencyKey" value={idempotencyKey} />
			{keyErrors?.length ? <ErrorList errors={keyErrors} /> : null}
			<TextField
				label="Transaction PIN"
				name="pin"
				id={`${id}-pin`}
				type="password"
				inputMode="numeric"
				autoComplete="off"
				maxLength={6}
				pattern="\d{6}"
				errors={pinErrors}
			/>
			{twoFAEnabled ? <OtpField label={AUTHENTICATOR_PROMPT} name="token" id={`${id}-token`} errors={tokenErrors} /> : null}
		</>
	)
}

/** Money moves with the transaction PIN: without one, the way to create it instead of a form. */
export function NoPinNotice({ what }: { what: string }) {
	return (
		<section role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-sm">
			<h2 className="font-semibold">Set a transaction PIN first</h2>
			<p className="mt-1">{what} with your 6-digit transaction PIN, and you have not set one yet.</p>
			<Link to={securityUrl('pin', { edit: '1' })} className={buttonClass('primary', 'mt-3')}>
				Create a PIN in Settings
			</Link>
		</section>
	)
}

import { Link } from '@remix-run/react'
import { AUTHENTICATOR_PROMPT } from '#app/lib/auth-prompts.ts'
import { securityUrl } from '#app/lib/settings/security-sections.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { type ListOfErrors } from '../kit/field.tsx'
import { PinField } from '../kit/number-field.tsx'
import { OtpField } from '../kit/otp-field.tsx'

/**
 * What every form that moves money asks last: the 6-digit transaction PIN
 * and, with 2FA on, the authenticator code. `id` prefixes the inputs' ids
 * (`${id}-pin`, `${id}-token`), so two such forms can share a page.
 */
export function PinFields({
	id,
	twoFAEnabled,
	pinErrors,
	tokenErrors,
}: {
	id: string
	twoFAEnabled: boolean
	pinErrors?: ListOfErrors
	tokenErrors?: ListOfErrors
}) {
	return (
		<>
			<PinField label="Transaction PIN" name="pin" id={`${id}-pin`} errors={pinErrors} />
			{twoFAEnabled ? <OtpField label={AUTHENTICATOR_PROMPT} name="token" id={`${id}-token`} errors={tokenErrors} /> : null}
		</>
	)
}

/**
 * Money moves with the transaction PIN: without one, the way to create it
 * instead of a form. `what` begins the sentence: 'Payouts are confirmed',
 * 'A loan is requested'.
 */
export function NoPinNotice({ what }: { what: string }) {
	return (
		<section role="alert" className={cardClass('p-6 text-sm', 'warning')}>
			<h2 className="font-semibold">Set a transaction PIN first</h2>
			<p className="mt-1">{what} with your 6-digit transaction PIN, and you have not set one yet.</p>
			<Link to={securityUrl('pin', { edit: '1' })} className={buttonClass('primary', 'mt-3')}>
				Create a PIN in Settings
			</Link>
		</section>
	)
}

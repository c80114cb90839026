import { Form, Link } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { formatCountdown } from '#app/lib/format.ts'
import { securityIntent } from '#app/lib/settings/intents.ts'
import { securityUrl } from '#app/lib/settings/security-sections.ts'
import { buttonClass, SubmitButton } from '../../kit/button.tsx'
import { type ListOfErrors } from '../../kit/field.tsx'
import { RoleRefusal, useRoleRefusal } from '../../kit/role-refusal.tsx'
import { Toggle } from '../../kit/toggle.tsx'
import { OtpStep } from './otp-step.tsx'
import { StatusSwitch } from './status-switch.tsx'

/** E-mail verification: a toggle that sends the link; locked on once verified. */
export function EmailSection({ email, verified }: { email: string; verified: boolean }) {
	// Verifying the business's contacts is a change of its settings (record 135): disabled, with the reason.
	const refusal = useRoleRefusal('settings.manage')
	return (
		<>
			<Toggle
				name="value"
				intent={securityIntent['verify-email']}
				checked={verified}
				disabled={verified || refusal !== null}
				label="Email verification"
				description={verified ? email : `Turn on to get a verification link at ${email}.`}
				lockedLabel={verified ? 'Your e-mail is verified' : undefined}
			/>
			{verified ? null : <RoleRefusal refusal={refusal} />}
		</>
	)
}

/** The live '02:59' of the OTP's remaining life (JavaScript only). */
function ExpiryCountdown({ expiresAt }: { expiresAt: string }) {
	const hydrated = useHydrated()
	const [now, setNow] = useState(() => Date.now())
	useEffect(() => {
		const timer = setInterval(() => setNow(Date.now()), 1_000)
		return () => clearInterval(timer)
	}, [])
	if (!hydrated) return null
	const left = new Date(expiresAt).getTime() - now
	return (
		<p className="text-sm text-gray-600" data-testid="otp-countdown">
			{left > 0 ? <>The code expires in {formatCountdown(left)}.</> : 'The code has expired. Ask for a new one.'}
		</p>
	)
}

/**
 * Phone verification: Send OTP, or Input OTP / Resend OTP when one is
 * waiting; the OTP step is `?dialog=otp`; locked on once verified.
 */
export function PhoneSection({
	contactNumber,
	verified,
	status,
	dialogOpen,
	errors,
}: {
	contactNumber: string | null
	verified: boolean
	status: { otpRequested: boolean; expiresAt: string | null } | null
	dialogOpen: boolean
	errors?: ListOfErrors
}) {
	const refusal = useRoleRefusal('settings.manage')
	return (
		<div className="flex flex-col gap-3">
			<div className="flex items-start justify-between gap-4">
				<div>
					<h3 className="font-semibold">Phone verification</h3>
					<p className="text-sm text-gray-600">{contactNumber ?? 'No contact number on your profile.'}</p>
					{verified ? <p className="text-sm font-medium text-green-700">Your phone number is verified</p> : null}
				</div>
				<StatusSwitch on={verified} label="Phone verification" />
			</div>
			{!verified && !contactNumber ? (
				<div>
					<button type="button" disabled className={buttonClass('secondary')}>
						No contact number found
					</button>
				</div>
			) : null}
			{!verified && contactNumber && refusal ? <RoleRefusal refusal={refusal} /> : null}
			{!verified && contactNumber && !refusal ? (
				<div className="flex flex-wrap gap-3">
					{status?.otpRequested ? (
						<Link to={securityUrl('phone', { dialog: 'otp' })} preventScrollReset className={buttonClass('primary')}>
							Input OTP
						</Link>
					) : null}
					<Form method="POST">
						<input type="hidden" name="resend" value={String(Boolean(status?.otpRequested))} />
						<SubmitButton
							name="intent"
							value={securityIntent['send-phone-otp']}
							variant={status?.otpRequested ? 'secondary' : 'primary'}
							pendingLabel="Just a moment..."
						>
							{status?.otpRequested ? 'Resend OTP' : 'Send OTP'}
						</SubmitButton>
					</Form>
				</div>
			) : null}
			{!verified && !refusal && dialogOpen ? (
				<OtpStep
					title="Verify your phone"
					prompt="Input the OTP sent to your registered phone number"
					closeTo={securityUrl('phone')}
					intent={securityIntent['verify-phone-otp']}
					name="otp"
					errors={errors}
				>
					{status?.expiresAt ? <ExpiryCountdown expiresAt={status.expiresAt} /> : null}
				</OtpStep>
			) : null}
		</div>
	)
}

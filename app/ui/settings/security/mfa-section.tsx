import type { MfaMethod } from '#contract/settings/security-options.ts'
import { AUTHENTICATOR_PROMPT } from '#app/lib/auth-prompts.ts'
import { securityIntent } from '#app/lib/settings/intents.ts'
import { MFA_LABELS, securityUrl } from '#app/lib/settings/security-sections.ts'
import { Toggle } from '../../kit/toggle.tsx'
import { OtpStep } from './otp-step.tsx'

/**
 * MFA preference: one toggle per available method, disabled offline; with
 * 2FA on, a change goes through the OTP step (`?change=<method>:on|off`).
 */
export function MfaSection({
	methods,
	change,
}: {
	methods: Array<{ method: MfaMethod; enabled: boolean }>
	change: { method: MfaMethod; value: boolean } | null
}) {
	if (methods.length === 0) {
		return <p className="text-sm text-gray-700">You do not have any MFA preferences available. Please contact support.</p>
	}
	return (
		<div className="flex flex-col">
			<h3 className="font-semibold">MFA Preference</h3>
			<div className="divide-y divide-gray-100">
				{methods.map(({ method, enabled }) => (
					<Toggle
						key={method}
						name="value"
						intent={securityIntent.mfa}
						fields={{ method }}
						checked={enabled}
						label={MFA_LABELS[method]}
						disabledWhenOffline
					/>
				))}
			</div>
			{change ? (
				<OtpStep
					title={`Turn ${change.value ? 'on' : 'off'} ${MFA_LABELS[change.method]}`}
					prompt={AUTHENTICATOR_PROMPT}
					closeTo={securityUrl('mfa')}
					intent={securityIntent.mfa}
					fields={{ method: change.method, value: String(change.value) }}
				/>
			) : null}
		</div>
	)
}

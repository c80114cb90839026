import type { SubmissionResult } from '@conform-to/react'
import { useSearchParams } from '@remix-run/react'
import { MFA_METHODS, type MfaMethod } from '#contract/settings/verification.ts'
import { SECURITY_SECTIONS, securityUrl } from '#app/lib/settings/security-sections.ts'
import type { SecurityTabData } from '#app/server/settings/security.server.ts'
import { PasswordSection, PinSection } from './security/credential-forms.tsx'
import { MfaSection } from './security/mfa-section.tsx'
import { SessionsSection } from './security/sessions-section.tsx'
import { TwoFactorSection } from './security/two-factor-section.tsx'
import { EmailSection, PhoneSection } from './security/verification-sections.tsx'
import { SectionMenu } from './section-menu.tsx'

export type SecurityActionData =
	| { form: string; result?: SubmissionResult<string[]>; created?: { sessionId: string; secret: string; expiresAt: string }; error?: string }
	| undefined

function parseChange(value: string | null): { method: MfaMethod; value: boolean } | null {
	const [method, state] = (value ?? '').split(':')
	if (!MFA_METHODS.includes(method as MfaMethod) || (state !== 'on' && state !== 'off')) return null
	return { method: method as MfaMethod, value: state === 'on' }
}

/** SPEC.md §2 "Security tab": 'Security preferences', a side menu, one section at a time. */
export function SecurityTab({ data, actionData }: { data: SecurityTabData; actionData: SecurityActionData }) {
	const [params] = useSearchParams()
	const resultFor = (form: string) => (actionData?.form === form ? actionData.result : undefined)
	const editing = params.get('edit') === '1' || Boolean(resultFor(data.section))
	return (
		<div className="flex flex-col gap-4">
			<h2 className="text-lg font-semibold">Security preferences</h2>
			<div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
				<SectionMenu
					label="Security"
					current={data.section}
					sections={SECURITY_SECTIONS.map((s) => ({ id: s.id, label: s.label, to: securityUrl(s.id) }))}
				/>
				<section className="rounded-2xl border border-gray-200 bg-white p-5" aria-label={`${SECURITY_SECTIONS.find((s) => s.id === data.section)?.label} settings`}>
					{data.section === 'pin' ? <PinSection exists={data.pinExists} twoFAEnabled={data.twoFAEnabled} editing={editing} lastResult={resultFor('pin')} /> : null}
					{data.section === 'password' ? (
						<PasswordSection exists={data.passwordExists} twoFAEnabled={data.twoFAEnabled} editing={editing} lastResult={resultFor('password')} />
					) : null}
					{data.section === '2fa' ? <TwoFactorSection enabled={data.twoFAEnabled} setup={data.twoFASetup} lastResult={resultFor('2fa')} /> : null}
					{data.section === 'mfa' ? <MfaSection methods={data.mfa} change={data.twoFAEnabled ? parseChange(params.get('change')) : null} /> : null}
					{data.section === 'email' ? <EmailSection email={data.email} verified={data.emailVerified} /> : null}
					{data.section === 'phone' ? (
						<PhoneSection
							contactNumber={data.contactNumber}
							verified={data.contactVerified}
							status={data.phone}
							dialogOpen={params.get('dialog') === 'otp' || Boolean(resultFor('phone'))}
							errors={(resultFor('phone') as { error?: Record<string, string[]> } | undefined)?.error?.otp}
						/>
					) : null}
					{data.section === 'sessions' && data.sessions ? (
						<SessionsSection
							email={data.email}
							sessions={data.sessions}
							dialog={resultFor('session') ? 'new-session' : params.get('dialog')}
							refreshId={params.get('refresh')}
							twoFAEnabled={data.twoFAEnabled}
							lastResult={resultFor('session')}
							created={actionData?.form === 'session' ? (actionData.created ?? null) : null}
						/>
					) : null}
				</section>
			</div>
		</div>
	)
}

import { useSearchParams } from '@remix-run/react'
import { MFA_METHODS, type MfaMethod } from '#contract/settings/security-options.ts'
import { formErrorOf, resultFor } from '#app/lib/reply.ts'
import type { SecurityIntent } from '#app/lib/settings/security-schemas.ts'
import { SECURITY_SECTIONS, securityUrl } from '#app/lib/settings/security-sections.ts'
import type { SecurityReply, SecurityTabData } from '#app/lib/settings/security-tab.ts'
import { cardClass } from '../kit/card.tsx'
import { SectionMenu } from './section-menu.tsx'
import { PasswordSection, PinSection } from './security/credential-forms.tsx'
import { MfaSection } from './security/mfa-section.tsx'
import { SessionsSection } from './security/sessions-section.tsx'
import { TwoFactorSection } from './security/two-factor-section.tsx'
import { EmailSection, PhoneSection } from './security/verification-sections.tsx'

function parseChange(value: string | null): { method: MfaMethod; value: boolean } | null {
	const [method, state] = (value ?? '').split(':')
	if (!MFA_METHODS.includes(method as MfaMethod) || (state !== 'on' && state !== 'off')) return null
	return { method: method as MfaMethod, value: state === 'on' }
}

/** The changes whose forms show their own errors; any other refusal shows its reason above the section. */
const FORM_INTENTS: readonly (SecurityIntent | null)[] = [
	'save-pin',
	'save-password',
	'verify-2fa',
	'regenerate-recovery-codes',
	'verify-phone-otp',
	'create-session',
]

/** The Security tab: 'Security preferences', a side menu, one section at a time. */
export function SecurityTab({ data, reply }: { data: SecurityTabData; reply: SecurityReply | undefined }) {
	const [params] = useSearchParams()
	// A refused PIN or password form stays open with its errors.
	const editIntent = data.section === 'pin' ? 'save-pin' : data.section === 'password' ? 'save-password' : null
	const editing = params.get('edit') === '1' || (editIntent !== null && Boolean(resultFor(reply, editIntent)))
	const phoneResult = resultFor(reply, 'verify-phone-otp')
	const sessionResult = resultFor(reply, 'create-session')
	const refusal = reply && !FORM_INTENTS.includes(reply.intent) ? formErrorOf(reply) : null
	return (
		<div className="flex flex-col gap-4">
			<h2 className="text-lg font-semibold">Security preferences</h2>
			{refusal ? (
				<p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-900">
					{refusal}
				</p>
			) : null}
			{/* minmax(0, …) columns: a long e-mail address wraps instead of widening the page past a phone's screen. */}
			<div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
				<SectionMenu
					label="Security"
					current={data.section}
					sections={SECURITY_SECTIONS.map((s) => ({ id: s.id, label: s.label, to: securityUrl(s.id) }))}
				/>
				<section className={cardClass('p-5')} aria-label={`${SECURITY_SECTIONS.find((s) => s.id === data.section)?.label} settings`}>
					{data.section === 'pin' ? (
						<PinSection
							exists={data.pinExists}
							twoFAEnabled={data.twoFAEnabled}
							editing={editing}
							lastResult={resultFor(reply, 'save-pin')}
						/>
					) : null}
					{data.section === 'password' ? (
						<PasswordSection
							exists={data.passwordExists}
							twoFAEnabled={data.twoFAEnabled}
							editing={editing}
							lastResult={resultFor(reply, 'save-password')}
						/>
					) : null}
					{data.section === '2fa' ? (
						<TwoFactorSection
							enabled={data.twoFAEnabled}
							setup={data.twoFASetup}
							lastResult={resultFor(reply, 'verify-2fa')}
							recoveryCodes={recoveryCodesOf(reply)}
							regenerateResult={resultFor(reply, 'regenerate-recovery-codes')}
						/>
					) : null}
					{data.section === 'mfa' ? (
						<MfaSection methods={data.mfa} change={data.twoFAEnabled ? parseChange(params.get('change')) : null} />
					) : null}
					{data.section === 'email' ? <EmailSection email={data.email} verified={data.emailVerified} /> : null}
					{data.section === 'phone' ? (
						<PhoneSection
							contactNumber={data.contactNumber}
							verified={data.contactVerified}
							status={data.phone}
							dialogOpen={params.get('dialog') === 'otp' || Boolean(phoneResult)}
							errors={[...(phoneResult?.error?.otp ?? []), ...(phoneResult?.error?.[''] ?? [])]}
						/>
					) : null}
					{data.section === 'sessions' && data.sessions ? (
						<SessionsSection
							email={data.email}
							sessions={data.sessions}
							refusal={data.sessionsRefusal}
							dialog={sessionResult ? 'new-session' : params.get('dialog')}
							refreshId={params.get('refresh')}
							twoFAEnabled={data.twoFAEnabled}
							lastResult={sessionResult}
							created={reply?.intent === 'create-session' ? (reply.created ?? null) : null}
						/>
					) : null}
				</section>
			</div>
		</div>
	)
}

/** The recovery codes an answer carries (2FA just turned on, or a new set), to show once. */
function recoveryCodesOf(reply: SecurityReply | undefined) {
	if (!reply?.recoveryCodes?.length) return null
	const title = reply.intent === 'verify-2fa' ? '2FA enabled: your recovery codes' : 'Your new recovery codes'
	return { codes: reply.recoveryCodes, title }
}

import { Form, Link, useSearchParams } from '@remix-run/react'
import { SESSION_EXPIRY_DAYS } from '#contract/settings/security-options.ts'
import type { Session } from '#contract/settings/sessions.ts'
import { AUTHENTICATOR_PROMPT } from '#app/lib/auth-prompts.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { securityIntent } from '#app/lib/settings/intents.ts'
import { securityUrl } from '#app/lib/settings/security-sections.ts'
import type { CreatedSession } from '#app/lib/settings/security-tab.ts'
import { buttonClass, SubmitButton } from '../../kit/button.tsx'
import { ConfirmAction, ConfirmActionLink } from '../../kit/confirm-action.tsx'
import { CopyButton } from '../../kit/copy-button.tsx'
import { UrlDialog } from '../../kit/dialog.tsx'
import { ErrorList, SelectField, TextField } from '../../kit/field.tsx'
import type { SubmissionResult } from '../../kit/form.ts'
import { RoleRefusal } from '../../kit/role-refusal.tsx'
import { IpListInput } from './ip-list-input.tsx'
import { OtpStep } from './otp-step.tsx'

const DELETE_DIALOG = 'delete-session'

/**
 * Deleting a session stops its key at once and cannot be undone, so 'Delete'
 * opens this confirmation (`&dialog=delete-session&sessionId=<id>`): a modal
 * with JavaScript, a section of the page without. It holds the real form;
 * Cancel returns to the list unchanged.
 */
function DeleteSessionConfirm({ sessions, query }: { sessions: Session[]; query: string }) {
	const [params] = useSearchParams()
	const session = sessions.find((s) => s.sessionId === params.get('sessionId') && s.isActive)
	if (!session) return null
	return (
		<ConfirmAction
			param="dialog"
			what={DELETE_DIALOG}
			itemKeys={['sessionId']}
			title="Delete this session?"
			labelId="delete-session-title"
			closeTo={securityUrl('sessions', query ? { q: query } : {})}
			fields={{ sessionId: session.sessionId }}
			confirm={null}
			intent={securityIntent['delete-session']}
			submitLabel="Delete session"
			pendingLabel="Deleting..."
			keepLabel="Cancel"
		>
			<p className="font-mono text-sm break-all">{session.sessionId}</p>
			<p className="mt-1 text-sm text-gray-700">
				IP addresses: <span className="font-mono">{session.whitelistedIps.join(', ')}</span>
			</p>
			<p className="mt-3 text-sm text-gray-600">Its API key stops working at once. This cannot be undone.</p>
		</ConfirmAction>
	)
}

/** The new session's API key, shown this once. */
function CreatedSessionKey({ created }: { created: CreatedSession }) {
	return (
		<div role="status" className="rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-green-900">
			<p className="font-semibold">Session {created.sessionId} generated</p>
			<p className="mt-1">Copy its API key now: it is shown only once. It expires {formatDateTime(created.expiresAt)}.</p>
			<p className="mt-2 flex flex-wrap items-center gap-2">
				<code data-testid="session-secret" className="rounded bg-white px-2 py-1 font-mono text-xs break-all">
					{created.secret}
				</code>
				<CopyButton value={created.secret} thing="API key" />
			</p>
		</div>
	)
}

/**
 * IP whitelisting: search, 'Generate new session' (`?dialog=new-session`),
 * expandable session cards; refresh and delete for active sessions only;
 * with 2FA on, refresh goes through the OTP step (`?refresh=<id>`).
 */
export function SessionsSection({
	email,
	sessions,
	dialog,
	refreshId,
	twoFAEnabled,
	lastResult,
	created,
	refusal,
}: {
	email: string
	sessions: { all: number; shown: Session[]; query: string }
	/** Why this role may not manage sessions: the list without its actions (record 135). */
	refusal: string | null
	dialog: string | null
	refreshId: string | null
	twoFAEnabled: boolean
	lastResult: SubmissionResult<string[]> | undefined
	created: CreatedSession | null
}) {
	const errors = lastResult?.error
	const dialogOpen = dialog === 'new-session' && !created && refusal === null
	return (
		<div className="flex flex-col gap-4">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h3 className="font-semibold">IP whitelisting</h3>
				<RoleRefusal refusal={refusal}>
					<Link to={securityUrl('sessions', { dialog: 'new-session' })} preventScrollReset className={buttonClass('primary')}>
						Generate new session
					</Link>
				</RoleRefusal>
			</div>
			{created ? <CreatedSessionKey created={created} /> : null}
			<Form method="GET" className="flex gap-2" role="search">
				<input type="hidden" name="section" value="sessions" />
				<label htmlFor="session-search" className="sr-only">
					Search sessions
				</label>
				<input
					id="session-search"
					name="q"
					defaultValue={sessions.query}
					placeholder="Search by session, IP or date"
					className="flex-1 rounded-lg border border-gray-300 px-3 py-2 text-sm"
				/>
				<button type="submit" className={buttonClass('secondary')}>
					Search
				</button>
			</Form>
			{sessions.shown.length === 0 ? (
				<p className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-sm text-gray-600">
					{sessions.query ? `No search found for ${sessions.query}` : 'Nothing to show here yet'}
				</p>
			) : (
				<ul className="flex flex-col gap-2">
					{sessions.shown.map((session) => (
						<li key={session.sessionId} data-testid={`session-${session.sessionId}`}>
							<details className="rounded-xl border border-gray-200 bg-white">
								<summary className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
									<span className="font-mono text-sm">{session.sessionId}</span>
									<span
										className={
											session.isActive
												? 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900'
												: 'rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700'
										}
									>
										{session.isActive ? 'Active' : 'Inactive'}
									</span>
								</summary>
								<div className="flex flex-col gap-2 border-t border-gray-100 px-4 py-3 text-sm">
									<p>
										IP addresses: <span className="font-mono">{session.whitelistedIps.join(', ')}</span>
									</p>
									<p>
										Created {formatDateTime(session.createdAt)} · updated {formatDateTime(session.updatedAt)} · expires{' '}
										{formatDateTime(session.expiresAt)}
									</p>
									{session.isActive && refusal === null ? (
										<div className="flex gap-2">
											<Form method="POST">
												<input type="hidden" name="sessionId" value={session.sessionId} />
												<SubmitButton
													name="intent"
													value={securityIntent['refresh-session']}
													variant="secondary"
													pendingWhen={(f) => f.get('sessionId') === session.sessionId}
													pendingLabel="Refreshing..."
												>
													Refresh
												</SubmitButton>
											</Form>
											<ConfirmActionLink
												param="dialog"
												what={DELETE_DIALOG}
												to={securityUrl('sessions', {
													...(sessions.query ? { q: sessions.query } : {}),
													dialog: DELETE_DIALOG,
													sessionId: session.sessionId,
												})}
												className={buttonClass('danger')}
												label={`Delete session ${session.sessionId}`}
											>
												Delete
											</ConfirmActionLink>
										</div>
									) : null}
								</div>
							</details>
						</li>
					))}
				</ul>
			)}
			{dialogOpen ? (
				<UrlDialog title="Generate new session" labelId="new-session-title" closeTo={securityUrl('sessions')}>
					<Form method="POST" className="flex flex-col gap-1">
						<TextField label="E-mail" name="email" id="session-email" type="email" defaultValue={email} errors={errors?.email} />
						<SelectField label="Expires in" name="expiryDays" id="session-expiry" defaultValue="30" errors={errors?.expiryDays}>
							{SESSION_EXPIRY_DAYS.map((days) => (
								<option key={days} value={days}>
									{days === 1 ? '1 day' : `${days} days`}
								</option>
							))}
						</SelectField>
						<IpListInput
							errors={Object.entries(errors ?? {})
								.filter(([key]) => key.startsWith('whitelistedIps'))
								.flatMap(([, list]) => list ?? [])}
						/>
						<ErrorList errors={errors?.['']} />
						<div className="flex justify-end gap-3">
							<Link to={securityUrl('sessions')} replace preventScrollReset className={buttonClass('secondary')}>
								Cancel
							</Link>
							<SubmitButton name="intent" value={securityIntent['create-session']} pendingLabel="Generating...">
								Generate
							</SubmitButton>
						</div>
					</Form>
				</UrlDialog>
			) : null}
			{refusal === null ? <DeleteSessionConfirm sessions={sessions.shown} query={sessions.query} /> : null}
			{refreshId && twoFAEnabled && refusal === null ? (
				<OtpStep
					title="Refresh session"
					prompt={AUTHENTICATOR_PROMPT}
					closeTo={securityUrl('sessions')}
					intent={securityIntent['refresh-session']}
					fields={{ sessionId: refreshId }}
				/>
			) : null}
		</div>
	)
}

import { Form, Link, useSearchParams } from '@remix-run/react'
import type { Member } from '#contract/team/api.ts'
import { ASSIGNABLE_ROLES, ROLE_LABELS } from '#contract/team/role-names.ts'
import { formErrorOf, resultFor, type FormReply } from '#app/lib/reply.ts'
import { ROLES_PATH } from '#app/lib/team/paths.ts'
import { teamIntent, type TeamIntent, type TeamTabData, type TeamTabInvitation as Invitation } from '#app/lib/team/team.ts'
import { buttonClass, SubmitButton } from '../kit/button.tsx'
import { Card } from '../kit/card.tsx'
import { ConfirmAction, ConfirmActionLink } from '../kit/confirm-action.tsx'
import { DataTable, type Column } from '../kit/data-table.tsx'
import { controlClass, ErrorList, SelectField, TextField } from '../kit/field.tsx'
import { PinField } from '../kit/number-field.tsx'
import { StatusBadge } from '../kit/status-badge.tsx'

const REMOVE = 'remove-member'
const name = (member: Member) => `${member.firstName} ${member.lastName}`

/**
 * Settings → Team (docs/product/team.md#team-tab): the members, the pending
 * invitations and the invite form. A role that may not manage the team sees
 * the lists and the reason instead of the controls; every control is a plain
 * post (the provider checks the role again).
 */
export function TeamTab({ team, manageRefusal, owner, reply }: TeamTabData & { reply?: FormReply<TeamIntent> }) {
	const canManage = manageRefusal === null
	// The invite form, the hand-over dialog and the 2FA card show their own answers.
	const ownAnswer = ['invite', 'hand-over', 'require-two-fa']
	const rowError = reply && !ownAnswer.includes(reply.intent ?? '') ? formErrorOf(reply) : null
	const columns: Array<Column<Member> | false> = [
		{
			key: 'name',
			header: 'Name',
			rowHeader: true,
			cell: (member) => (
				<>
					{name(member)}
					{member.you ? <span className="text-gray-500"> (you)</span> : null}
				</>
			),
		},
		{ key: 'email', header: 'E-mail', cell: (member) => <span className="break-all">{member.email}</span> },
		{ key: 'role', header: 'Role', cell: (member) => ROLE_LABELS[member.role], testId: 'member-role' },
		{
			key: 'status',
			header: 'Status',
			cell: (member) =>
				member.status === 'ACTIVE' ? <StatusBadge label="Active" tone="success" /> : <StatusBadge label="Suspended" tone="failed" />,
		},
		canManage && {
			key: 'actions',
			header: 'Actions',
			srOnlyHeader: true,
			label: '',
			cell: (member) => (member.you || member.role === 'OWNER' ? null : <MemberControls member={member} owner={owner !== null} />),
		},
	]
	return (
		<div className="flex flex-col gap-5">
			<Card>
				<div className="flex flex-wrap items-baseline justify-between gap-2">
					<h2 className="text-lg font-semibold">Members</h2>
					<Link to={ROLES_PATH} className="text-sm font-medium text-brand-700 underline">
						What each role may do
					</Link>
				</div>
				{manageRefusal ? (
					<p className="mt-2 text-sm text-gray-600" data-testid="team-manage-refusal">
						{manageRefusal}.
					</p>
				) : null}
				{rowError ? (
					<p role="alert" className="mt-2 text-sm text-red-700">
						{rowError}
					</p>
				) : null}
				<DataTable
					className="mt-3"
					rows={team.members}
					columns={columns}
					rowKey={(member) => member.id}
					rowProps={(member) => ({ 'data-testid': 'member', 'data-email': member.email })}
					caption="Members"
					framed={false}
				/>
			</Card>
			<Invitations invitations={team.invitations} canManage={canManage} />
			{canManage ? <InviteForm reply={reply} /> : null}
			<RemoveConfirm members={team.members} />
			{owner ? <HandOverConfirm members={team.members} reply={reply} /> : null}
			{owner ? <RequireTwoFA {...owner} reply={reply} /> : null}
		</div>
	)
}

function MemberControls({ member, owner }: { member: Member; owner: boolean }) {
	return (
		<div className="flex flex-wrap items-center gap-2">
			<Form method="POST" preventScrollReset className="flex items-center gap-2">
				<input type="hidden" name="memberId" value={member.id} />
				<label htmlFor={`role-${member.id}`} className="sr-only">
					Role of {name(member)}
				</label>
				<select id={`role-${member.id}`} name="role" defaultValue={member.role} className={controlClass}>
					{ASSIGNABLE_ROLES.map((role) => (
						<option key={role} value={role}>
							{ROLE_LABELS[role]}
						</option>
					))}
				</select>
				<SubmitButton variant="secondary" name="intent" value={teamIntent['change-role']} pendingLabel="Saving...">
					Change role
				</SubmitButton>
			</Form>
			<Form method="POST" preventScrollReset>
				<input type="hidden" name="memberId" value={member.id} />
				{member.status === 'ACTIVE' ? (
					<SubmitButton variant="secondary" name="intent" value={teamIntent.suspend} pendingLabel="Suspending...">
						Suspend<span className="sr-only"> {name(member)}</span>
					</SubmitButton>
				) : (
					<SubmitButton variant="secondary" name="intent" value={teamIntent.reactivate} pendingLabel="Reactivating...">
						Reactivate<span className="sr-only"> {name(member)}</span>
					</SubmitButton>
				)}
			</Form>
			<ConfirmActionLink param="dialog" what={REMOVE} item={{ member: member.id }} className={buttonClass('danger')}>
				Remove<span className="sr-only"> {name(member)}</span>
			</ConfirmActionLink>
			{owner && member.role === 'ADMIN' && member.status === 'ACTIVE' ? (
				<ConfirmActionLink param="dialog" what={HAND_OVER} item={{ member: member.id }} className={buttonClass('secondary')}>
					Make Owner<span className="sr-only"> {name(member)}</span>
				</ConfirmActionLink>
			) : null}
		</div>
	)
}

const HAND_OVER = 'hand-over'

/** Handing on ownership (docs/product/team.md#handing-on-ownership): asked first, with the Owner's PIN. */
function HandOverConfirm({ members, reply }: { members: Member[]; reply?: FormReply<TeamIntent> }) {
	const [params] = useSearchParams()
	const member = members.find((row) => row.id === params.get('member'))
	if (!member) return null
	const errors = resultFor(reply, 'hand-over')?.error ?? {}
	return (
		<ConfirmAction
			param="dialog"
			what={HAND_OVER}
			itemKeys={['member']}
			title={`Make ${name(member)} the Owner?`}
			labelId="hand-over-title"
			fields={{ memberId: member.id }}
			confirm={null}
			intent={teamIntent['hand-over']}
			submitLabel="Hand on ownership"
			pendingLabel="Handing on..."
			keepLabel="Cancel"
			inputs={<PinField label="Transaction PIN" name="pin" id="hand-over-pin" required errors={errors.pin ?? errors['']} />}
		>
			<p className="text-sm text-gray-700">{name(member)} becomes the Owner and you become an Admin. Only the Owner can hand it back.</p>
		</ConfirmAction>
	)
}

/** The Owner's toggle (docs/product/team.md): a plain post of the state it turns to. */
function RequireTwoFA({
	twoFARequired,
	twoFAEnabled,
	reply,
}: {
	twoFARequired: boolean
	twoFAEnabled: boolean
	reply?: FormReply<TeamIntent>
}) {
	const error = reply?.intent === 'require-two-fa' ? formErrorOf(reply) : null
	return (
		<Card as="section" aria-labelledby="two-fa-title">
			<h2 id="two-fa-title" className="text-lg font-semibold">
				Two-factor authentication for every member
			</h2>
			<p className="mt-2 text-sm text-gray-700" data-testid="team-two-fa-state">
				{twoFARequired
					? 'Required: members without 2FA must set it up before they can do anything else.'
					: 'Not required: each member chooses.'}
			</p>
			{!twoFARequired && !twoFAEnabled ? (
				<p className="mt-1 text-sm text-gray-600">Turn on your own two-factor authentication first (Settings → Security).</p>
			) : null}
			{error ? (
				<p role="alert" className="mt-2 text-sm text-red-700">
					{error}
				</p>
			) : null}
			<Form method="POST" preventScrollReset className="mt-3">
				<input type="hidden" name="required" value={twoFARequired ? 'off' : 'on'} />
				<SubmitButton variant="secondary" name="intent" value={teamIntent['require-two-fa']} pendingLabel="Saving...">
					{twoFARequired ? 'Stop requiring 2FA' : 'Require 2FA for every member'}
				</SubmitButton>
			</Form>
		</Card>
	)
}

/** Removing ends the member's sessions at once: asked first (record 122). */
function RemoveConfirm({ members }: { members: Member[] }) {
	const [params] = useSearchParams()
	const member = members.find((row) => row.id === params.get('member'))
	if (!member) return null
	return (
		<ConfirmAction
			param="dialog"
			what={REMOVE}
			itemKeys={['member']}
			title={`Remove ${name(member)} from the team?`}
			labelId="remove-member-title"
			fields={{ memberId: member.id }}
			confirm={null}
			intent={teamIntent.remove}
			submitLabel="Remove member"
			pendingLabel="Removing..."
			keepLabel="Cancel"
		>
			<p className="text-sm text-gray-700">Their sessions end at once. To work here again they need a new invitation.</p>
		</ConfirmAction>
	)
}

function Invitations({ invitations, canManage }: { invitations: Invitation[]; canManage: boolean }) {
	const columns: Array<Column<Invitation> | false> = [
		{ key: 'email', header: 'E-mail', rowHeader: true, cell: (row) => <span className="break-all">{row.email}</span> },
		{ key: 'role', header: 'Role', cell: (row) => ROLE_LABELS[row.role] },
		{
			key: 'expires',
			header: 'Expires',
			cell: (row) => (row.status === 'EXPIRED' ? <StatusBadge label="Expired" tone="failed" /> : row.expiresLabel),
		},
		canManage && {
			key: 'actions',
			header: 'Actions',
			srOnlyHeader: true,
			label: '',
			cell: (row) => (
				<Form method="POST" preventScrollReset>
					<input type="hidden" name="invitationId" value={row.id} />
					<SubmitButton variant="secondary" name="intent" value={teamIntent.revoke} pendingLabel="Withdrawing...">
						Withdraw<span className="sr-only"> the invitation of {row.email}</span>
					</SubmitButton>
				</Form>
			),
		},
	]
	return (
		<Card>
			<h2 className="text-lg font-semibold">Pending invitations</h2>
			{invitations.length === 0 ? (
				<p className="mt-2 text-sm text-gray-600">No invitation is pending.</p>
			) : (
				<DataTable
					className="mt-3"
					rows={invitations}
					columns={columns}
					rowKey={(row) => row.id}
					rowProps={() => ({ 'data-testid': 'invitation' })}
					caption="Pending invitations"
					framed={false}
				/>
			)}
		</Card>
	)
}

/**
 * The invite form: a plain post whose fields the browser checks as far as HTML can (required,
 * e-mail); the server runs inviteFormSchema and its messages come back under the fields
 * (the page stays within the JavaScript budget without the form binding: record 130).
 */
function InviteForm({ reply }: { reply?: FormReply<TeamIntent> }) {
	const result = resultFor(reply, 'invite')
	const errors = result?.error ?? {}
	const values = (result?.initialValue ?? {}) as Record<string, unknown>
	return (
		<Card as="section" aria-labelledby="invite-title">
			<h2 id="invite-title" className="text-lg font-semibold">
				Invite a member
			</h2>
			<Form method="POST" preventScrollReset className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-2">
				<TextField
					label="E-mail"
					name="email"
					type="email"
					required
					maxLength={254}
					autoComplete="off"
					defaultValue={typeof values.email === 'string' ? values.email : undefined}
					errors={errors.email}
				/>
				<SelectField
					label="Role"
					name="role"
					required
					defaultValue={typeof values.role === 'string' ? values.role : ''}
					errors={errors.role}
				>
					<option value="">Choose a role</option>
					{ASSIGNABLE_ROLES.map((role) => (
						<option key={role} value={role}>
							{ROLE_LABELS[role]}
						</option>
					))}
				</SelectField>
				<ErrorList errors={errors['']} className="sm:col-span-2" />
				<div className="sm:col-span-2">
					<SubmitButton name="intent" value={teamIntent.invite} pendingLabel="Sending...">
						Send invitation
					</SubmitButton>
				</div>
			</Form>
		</Card>
	)
}

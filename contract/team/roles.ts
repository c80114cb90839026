import { ROLE_LABELS, type Role } from './role-names.ts'

export { MEMBER_STATUSES, ROLE_FORBIDDEN, ROLE_LABELS, ROLES, type MemberStatus, type Role } from './role-names.ts'

/**
 * Members' roles and what each may do: the one permission matrix the provider
 * enforces on every call and the dashboard draws on its Roles page and uses to
 * hide what a role may not do (docs/product/team.md, record 129). zod-free: the
 * browser imports it.
 */

/** What the Roles page says of each role, in a line. */
export const ROLE_SUMMARIES: Record<Role, string> = {
	OWNER: 'Everything, and the only one who hands on ownership, requires 2FA of every member or closes the account',
	ADMIN: 'Everything but handing on ownership, requiring 2FA of every member and closing the account',
	FINANCE:
		"Balances, beneficiaries, payouts, withdrawals, transfers, trades, loans, bulk payouts and exports; approves other members' payouts",
	DEVELOPER: 'Webhooks and their delivery log, IP-whitelisted sessions, the business ID and KYC flows; reads balances',
	COMPLIANCE: 'Onboarding records, screening tools and reports, KYC verifications, the whole audit log',
	VIEWER: 'Reads every page and exports; changes nothing',
}

/**
 * What a call may need. `label` is the Roles page's row; `refusal` completes
 * "Your role (<Role>) may not …". Reading and one's own credentials are not
 * capabilities: every member may (the route table says 'read' or 'self').
 */
export const CAPABILITIES = {
	'money.move': {
		label: 'Move money: payouts, withdrawals, transfers, trades, loans and bulk payouts',
		refusal: 'move money',
	},
	'beneficiaries.manage': {
		label: 'Add and delete beneficiaries and withdrawal addresses',
		refusal: 'manage beneficiaries or withdrawal addresses',
	},
	'services.manage': {
		label: 'Request, activate and switch off services; accept their documents',
		refusal: 'manage services',
	},
	'settings.manage': {
		label: "Change the business's profile, logo, notifications and withdrawal checks",
		refusal: "change the business's settings",
	},
	'webhooks.manage': {
		label: 'Set the webhook, rotate its secret, test and resend deliveries',
		refusal: 'manage webhooks',
	},
	'sessions.manage': {
		label: 'Create, refresh and delete IP-whitelisted API sessions',
		refusal: 'manage API sessions',
	},
	'onboarding.manage': {
		label: "Fill in and submit the business's onboarding (KYB)",
		refusal: "change the business's onboarding",
	},
	'compliance.screen': {
		label: 'Run screenings and reports, keep the blacklist',
		refusal: 'run screenings',
	},
	'kyc.flows': {
		label: 'Set up KYC flows and their compliance account',
		refusal: 'set up KYC flows',
	},
	'team.manage': {
		label: 'Invite, suspend and remove members; change their roles',
		refusal: 'manage the team',
	},
	'ownership.transfer': {
		label: 'Hand on ownership and close the account',
		refusal: 'hand on ownership or close the account',
	},
	'approvals.rules': {
		label: 'Set the approval rules: which payouts wait for a second member (record 134)',
		refusal: 'set approval rules',
	},
	'approvals.decide': {
		label: "Approve or reject another member's payout that waits for approval",
		refusal: 'approve or reject payouts',
	},
	// Teams, the rest (record 135).
	'audit.all': {
		label: "See every member's entries in the audit log (others see their own and the money ones)",
		refusal: "see other members' entries in the audit log",
	},
	'team.require_two_fa': {
		label: 'Require two-factor authentication of every member',
		refusal: 'require two-factor authentication of every member',
	},
} as const satisfies Record<string, { label: string; refusal: string }>
export type Capability = keyof typeof CAPABILITIES

export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[]

const ALL = CAPABILITY_NAMES
/** What only the Owner may (record 135): everyone else, an Admin too, is refused. */
const OWNER_ONLY: readonly Capability[] = ['ownership.transfer', 'team.require_two_fa']

/** The matrix. Reading and one's own password, PIN, 2FA and sessions are everyone's. */
export const ROLE_CAPABILITIES: Record<Role, readonly Capability[]> = {
	OWNER: ALL,
	ADMIN: ALL.filter((capability) => !OWNER_ONLY.includes(capability)),
	FINANCE: ['money.move', 'beneficiaries.manage', 'approvals.decide'],
	DEVELOPER: ['webhooks.manage', 'sessions.manage', 'kyc.flows'],
	COMPLIANCE: ['onboarding.manage', 'compliance.screen', 'audit.all'],
	VIEWER: [],
}

export const roleMay = (role: Role, capability: Capability) => ROLE_CAPABILITIES[role].includes(capability)

/**
 * The provider's 403 to a member without 2FA of a business that requires it, on every call
 * but setting 2FA up (record 135): the dashboard sends them to the 2FA setup.
 */
export const TWO_FA_REQUIRED = 'TWO_FA_REQUIRED'
export const TWO_FA_REQUIRED_MESSAGE = 'Your business requires two-factor authentication: set it up to continue'

/** The provider's 403 when a role may not (docs/product/team.md). */
export const roleRefusalMessage = (role: Role, capability: Capability) =>
	`Your role (${ROLE_LABELS[role]}) may not ${CAPABILITIES[capability].refusal}`

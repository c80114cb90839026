import {
	CAPABILITIES,
	CAPABILITY_NAMES,
	ROLE_LABELS,
	ROLE_SUMMARIES,
	ROLES,
	roleMay,
	type Capability,
	type Role,
} from '#contract/team/roles.ts'
import { Card } from '../kit/card.tsx'
import { DataTable, type Column } from '../kit/data-table.tsx'

type Row = { key: string; label: string; may: (role: Role) => boolean }

/** Everyone's: reading and their own credentials (the provider's 'read' and 'self'). */
const ROWS: Row[] = [
	{ key: 'read', label: 'See every page, balance and report; export', may: () => true },
	{ key: 'self', label: 'Manage their own password, PIN, 2FA and sessions', may: () => true },
	...CAPABILITY_NAMES.map((capability: Capability) => ({
		key: capability,
		label: CAPABILITIES[capability].label,
		may: (role: Role) => roleMay(role, capability),
	})),
]

/**
 * Settings → Team → Roles (docs/product/team.md#roles): the permission matrix
 * the provider enforces, drawn from contract/team/roles.ts.
 */
export function RolesPage({ yourRole }: { yourRole: Role }) {
	const columns: Column<Row>[] = [
		{ key: 'what', header: 'What', rowHeader: true, cell: (row) => row.label },
		...ROLES.map((role): Column<Row> => ({
			key: role,
			header: role === yourRole ? `${ROLE_LABELS[role]} (you)` : ROLE_LABELS[role],
			label: ROLE_LABELS[role],
			cell: (row) => (row.may(role) ? 'Yes' : '–'),
			testId: `may-${role}`,
		})),
	]
	return (
		<div className="flex flex-col gap-5">
			<Card>
				<h2 className="text-lg font-semibold">Roles</h2>
				<dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
					{ROLES.map((role) => (
						<div key={role}>
							<dt className="font-medium">{ROLE_LABELS[role]}</dt>
							<dd className="text-gray-700">{ROLE_SUMMARIES[role]}</dd>
						</div>
					))}
				</dl>
			</Card>
			<DataTable rows={ROWS} columns={columns} rowKey={(row) => row.key} caption="What each role may do" testId="roles-matrix" />
		</div>
	)
}

import { Link, useLocation, useSearchParams } from '@remix-run/react'
import type { PersonRow } from '#app/lib/onboarding/step-data.ts'
import { buttonClass } from '../kit/button.tsx'
import { cn } from '../kit/cn.ts'
import { closeHref, ConfirmAction, ConfirmActionLink } from '../kit/confirm-action.tsx'

const STATUS = {
	pending: { label: 'Not reviewed yet', tone: 'bg-gray-100 text-gray-700' },
	'in-review': { label: 'In review', tone: 'bg-amber-100 text-amber-900' },
	approved: { label: 'Approved', tone: 'bg-green-100 text-green-900' },
	rejected: { label: 'Rejected', tone: 'bg-red-100 text-red-900' },
}

/**
 * Shareholders or stakeholders: each with its share, its review state and
 * reason, Edit (a URL) and Remove (a post). `showTitle` false when a
 * heading right above already says what the list is (the title stays the
 * list's accessible name).
 */
const REMOVE_PERSON = 'remove-person'

/**
 * Removing a shareholder or stakeholder asks first, as every destructive
 * action does; the question holds the real post (`confirm=remove-person`).
 */
function RemovePersonConfirm({ id, name }: { id: string; name: string }) {
	const location = useLocation()
	// The post goes to the page without the question, so its answer is the list again.
	const closeTo = closeHref(location.pathname, location.search, { param: 'dialog', itemKeys: ['person'] })
	return (
		<ConfirmAction
			param="dialog"
			what={REMOVE_PERSON}
			itemKeys={['person']}
			title={`Remove ${name}?`}
			labelId={`remove-person-${id}`}
			action={closeTo}
			fields={{ id }}
			confirm={REMOVE_PERSON}
			intent={REMOVE_PERSON}
			submitLabel="Remove person"
			pendingLabel="Removing..."
		>
			<p className="text-sm text-gray-600">Their details are taken out of your application; add them again to put them back.</p>
		</ConfirmAction>
	)
}

export function PeopleList({
	title,
	people,
	editBase,
	canRemove = true,
	showTitle = true,
}: {
	title: string
	people: PersonRow[]
	editBase: string
	canRemove?: boolean
	showTitle?: boolean
}) {
	const [params] = useSearchParams()
	return (
		<section aria-label={title}>
			{showTitle ? <h3 className="font-semibold">{title}</h3> : null}
			{people.length === 0 ? <p className="mt-1 text-sm text-gray-600">None yet.</p> : null}
			<ul className="mt-2 flex flex-col gap-2">
				{people.map((person) => (
					<li key={person.id} className="rounded-xl border border-gray-200 p-3" data-testid={`person-${person.id}`}>
						<div className="flex flex-wrap items-center justify-between gap-2">
							<div>
								<p className="font-medium">{person.name}</p>
								<p className="text-xs text-gray-600">
									{person.detail}
									{person.sharesPercent === null ? null : ` · ${person.sharesPercent} %`}
								</p>
							</div>
							<span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS[person.status].tone)}>
								{STATUS[person.status].label}
							</span>
						</div>
						{person.status === 'rejected' && person.reason ? (
							<p className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-900">Reason: {person.reason}</p>
						) : null}
						<div className="mt-2 flex items-center gap-4">
							<Link
								to={`${editBase}${editBase.includes('?') ? '&' : '?'}edit=${encodeURIComponent(person.id)}`}
								className="text-sm font-semibold text-brand-700 hover:underline"
							>
								Edit<span className="sr-only"> {person.name}</span>
							</Link>
							{canRemove ? (
								<ConfirmActionLink
									param="dialog"
									what={REMOVE_PERSON}
									item={{ person: person.id }}
									className={buttonClass('ghost', 'px-0 text-red-700')}
								>
									Remove<span className="sr-only"> {person.name}</span>
								</ConfirmActionLink>
							) : null}
							{canRemove && params.get('person') === person.id ? <RemovePersonConfirm id={person.id} name={person.name} /> : null}
						</div>
					</li>
				))}
			</ul>
		</section>
	)
}

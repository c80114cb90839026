import { Link, useLocation, useSearchParams } from '@remix-run/react'
import type { ComponentProps, ReactNode } from 'react'
import { ConfirmDialog } from './confirm-dialog.tsx'

/**
 * Every destructive action (delete, remove, revoke, deactivate, rotate) asks
 * first, one way (record 122): its button is a link to the same page with
 * `?confirm=<what>` (and the keys naming the item, `&beneficiary=<id>`),
 * a page state that works without JavaScript; that state shows the question
 * (`ConfirmAction`): a modal with JavaScript, a section of the page without,
 * holding the real post with `confirm=<what>` in it, and a way back that
 * changes nothing. Questions that were asked before this component keep
 * their URLs: `param` names their parameter (`?dialog=deactivate`).
 */
type Target = {
	/** What is asked: the parameter's value, and the `confirm` field posted. */
	what: string
	/** The keys that name the item in the URL (`{ beneficiary: id }`): the question opens for that item only. */
	item?: Record<string, string>
	/** The URL parameter: `confirm` by default. */
	param?: string
}

/** The page with the question open: the current URL plus `?<param>=<what>` and the item's keys. */
export function confirmHref(pathname: string, search: string, { what, item = {}, param = 'confirm' }: Target) {
	const next = new URLSearchParams(search)
	next.set(param, what)
	for (const [key, value] of Object.entries(item)) next.set(key, value)
	return `${pathname}?${next}`
}

/** The page without the question (and without the item's keys). */
export function closeHref(
	pathname: string,
	search: string,
	{ param = 'confirm', itemKeys = [] }: { param?: string; itemKeys?: readonly string[] },
) {
	const next = new URLSearchParams(search)
	next.delete(param)
	for (const key of itemKeys) next.delete(key)
	const rest = next.toString()
	return rest ? `${pathname}?${rest}` : pathname
}

/** The button that asks: a link to the question's page state. */
export function ConfirmActionLink({
	className,
	label,
	to,
	children,
	...target
}: Target & {
	/** The question's URL where the page builds its own (a section of Settings); the current URL plus the question by default. */
	to?: string
	/** Button classes (`buttonClass('secondary')`). */
	className: string
	/** The accessible name, when the visible words are shorter ('Deactivate Fiat wallet'). */
	label?: string
	children: ReactNode
}) {
	const location = useLocation()
	return (
		<Link to={to ?? confirmHref(location.pathname, location.search, target)} preventScrollReset className={className} aria-label={label}>
			{children}
		</Link>
	)
}

/**
 * The question, when the URL asks it (`?<param>=<what>` with the item's
 * keys); nothing otherwise. `itemKeys` are the parameters naming the item:
 * the question shows only when each is present (`item` checks their values).
 */
export function ConfirmAction({
	what,
	param = 'confirm',
	itemKeys = [],
	title,
	labelId,
	intent,
	fields,
	action,
	encType,
	submitLabel,
	pendingLabel,
	keepLabel,
	closeTo,
	confirm = what,
	formProps,
	inputs,
	children,
}: {
	what: string
	param?: string
	itemKeys?: readonly string[]
	title: string
	labelId: string
	/** The post's intent (the button's `intent` value). */
	intent: string
	/** Hidden fields naming what is removed. */
	fields?: Record<string, string>
	action?: string
	encType?: 'multipart/form-data'
	submitLabel: string
	pendingLabel: string
	/** The way back: 'Keep it' unless the question said otherwise before ('Cancel'). */
	keepLabel?: string
	/** Where the way back goes: the page without the question by default. */
	closeTo?: string
	/** The `confirm` field posted: `what` by default; another word where the action already read one ('delete'); null for none. */
	confirm?: string | null
	formProps?: ComponentProps<typeof ConfirmDialog>['formProps']
	/** What the answer needs besides the click (the transaction PIN). */
	inputs?: ReactNode
	/** What the action takes away, in words. */
	children: ReactNode
}) {
	const [params] = useSearchParams()
	const location = useLocation()
	if (!isAsked(params, { what, param, itemKeys })) return null
	return (
		<ConfirmDialog
			title={title}
			labelId={labelId}
			closeTo={closeTo ?? closeHref(location.pathname, location.search, { param, itemKeys })}
			action={action}
			encType={encType}
			fields={fields}
			confirm={confirm ?? undefined}
			intent={intent}
			submitLabel={submitLabel}
			pendingLabel={pendingLabel}
			keepLabel={keepLabel}
			formProps={formProps}
			inputs={inputs}
		>
			{children}
		</ConfirmDialog>
	)
}

/** Whether the URL asks this question now. */
export function isAsked(
	params: URLSearchParams,
	{ what, param = 'confirm', itemKeys = [] }: { what: string; param?: string; itemKeys?: readonly string[] },
) {
	return params.get(param) === what && itemKeys.every((key) => !!params.get(key))
}

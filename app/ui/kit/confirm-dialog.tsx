import { Form, Link } from '@remix-run/react'
import type { ComponentProps, ReactNode } from 'react'
import { buttonClass, SubmitButton } from './button.tsx'
import { UrlDialog } from './dialog.tsx'

/**
 * The question's dialog, for `ConfirmAction` (confirm-action.tsx). A destructive action asked first: a URL dialog (a modal with JavaScript, a
 * section of the page without) holding the real post, with `confirm` set so
 * the action knows the user answered, and 'Keep it' going back unchanged.
 */
export function ConfirmDialog({
	title,
	labelId,
	closeTo,
	action,
	encType,
	fields = {},
	confirm,
	intent,
	submitLabel,
	pendingLabel,
	keepLabel = 'Keep it',
	formProps,
	inputs,
	children,
}: {
	title: string
	labelId: string
	/** Where 'Keep it' goes: the page without the dialog. */
	closeTo: string
	/** Where the post goes (the current URL when left out). */
	action?: string
	encType?: 'multipart/form-data'
	/** Hidden fields naming what is removed. */
	fields?: Record<string, string>
	/** Posted as `confirm`, so the action knows the user answered (left out where the action has no such field). */
	confirm?: string
	intent: string
	submitLabel: string
	pendingLabel: string
	/** The way back: 'Keep it', or the word the question used before ('Cancel'). */
	keepLabel?: string
	/** The form's own props when a hook validates it (`getFormProps(form)`). */
	formProps?: Omit<ComponentProps<typeof Form>, 'method' | 'action' | 'encType'>
	/** What the answer needs besides the click (the transaction PIN), inside the form above its buttons. */
	inputs?: ReactNode
	/** What the action takes away, in words. */
	children: ReactNode
}) {
	return (
		<UrlDialog title={title} labelId={labelId} closeTo={closeTo}>
			{children}
			<Form {...formProps} method="POST" action={action} encType={encType} preventScrollReset className="mt-6 flex flex-col gap-1">
				{Object.entries(fields).map(([name, value]) => (
					<input key={name} type="hidden" name={name} value={value} />
				))}
				{confirm ? <input type="hidden" name="confirm" value={confirm} /> : null}
				{inputs}
				<div className="flex justify-end gap-3">
					<Link to={closeTo} replace preventScrollReset className={buttonClass('secondary')}>
						{keepLabel}
					</Link>
					<SubmitButton name="intent" value={intent} variant="danger" pendingLabel={pendingLabel}>
						{submitLabel}
					</SubmitButton>
				</div>
			</Form>
		</UrlDialog>
	)
}

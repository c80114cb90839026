import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { buttonClass, SubmitButton } from './button.tsx'
import { UrlDialog } from './dialog.tsx'

/**
 * A destructive action asked first: a URL dialog (a modal with JavaScript, a
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
	confirm: string
	intent: string
	submitLabel: string
	pendingLabel: string
	/** What the action takes away, in words. */
	children: ReactNode
}) {
	return (
		<UrlDialog title={title} labelId={labelId} closeTo={closeTo}>
			{children}
			<Form method="POST" action={action} encType={encType} preventScrollReset className="mt-6 flex justify-end gap-3">
				{Object.entries(fields).map(([name, value]) => (
					<input key={name} type="hidden" name={name} value={value} />
				))}
				<input type="hidden" name="confirm" value={confirm} />
				<Link to={closeTo} replace preventScrollReset className={buttonClass('secondary')}>
					Keep it
				</Link>
				<SubmitButton name="intent" value={intent} variant="danger" pendingLabel={pendingLabel}>
					{submitLabel}
				</SubmitButton>
			</Form>
		</UrlDialog>
	)
}

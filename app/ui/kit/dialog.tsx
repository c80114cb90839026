import { useNavigate } from '@remix-run/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { cardClass } from './card.tsx'

/**
 * A dialog opened by a URL (`?dialog=…`). Without JavaScript
 * it renders as a section of the page with a Cancel link back to the page;
 * with JavaScript it is a modal <dialog> that closes on Escape.
 */
export function UrlDialog({ title, closeTo, children, labelId }: { title: string; closeTo: string; children: ReactNode; labelId: string }) {
	const hydrated = useHydrated()
	const ref = useRef<HTMLDialogElement>(null)
	const navigate = useNavigate()
	useEffect(() => {
		const dialog = ref.current
		if (hydrated && dialog && !dialog.open) dialog.showModal()
	}, [hydrated])

	const body = (
		<div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
			<h2 id={labelId} className="text-lg font-semibold">
				{title}
			</h2>
			<div className="mt-3">{children}</div>
		</div>
	)
	if (!hydrated) {
		return (
			<section aria-labelledby={labelId} className={cardClass('my-4 flex justify-center p-4', 'muted')}>
				{body}
			</section>
		)
	}
	return (
		<dialog
			ref={ref}
			aria-labelledby={labelId}
			className="m-auto bg-transparent p-0 backdrop:bg-black/40"
			onCancel={(event) => {
				event.preventDefault()
				ref.current?.close()
				// Escape returns to the page behind the dialog.
				navigate(closeTo, { replace: true, preventScrollReset: true })
			}}
		>
			{body}
		</dialog>
	)
}

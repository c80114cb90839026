import { useEffect } from 'react'
import { filterInsertion, INPUT_FILTER_ATTRIBUTE, isInputFilter } from '#app/lib/input-filter.ts'

/**
 * The numeric fields' filter (app/lib/input-filter.ts) in the browser: one
 * `beforeinput` listener on the document for every field that names a
 * filter, so a field needs only its attribute, and a page that has not
 * hydrated yet is caught up once it has. What a key or a paste would put in
 * that the filter drops never reaches the field; the rest is inserted where
 * the caret is, with the `input` event a form library listens for.
 */
function onBeforeInput(event: InputEvent) {
	const input = event.target
	if (!(input instanceof HTMLInputElement) || !event.inputType.startsWith('insert')) return
	const filter = input.getAttribute(INPUT_FILTER_ATTRIBUTE)
	if (!isInputFilter(filter)) return
	const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? null
	if (!text) return
	const start = input.selectionStart ?? input.value.length
	const end = input.selectionEnd ?? start
	const typed = event.inputType === 'insertText' && Array.from(text).length === 1
	const kept = filterInsertion(
		filter,
		text,
		{ value: input.value, start, end, maxLength: input.maxLength >= 0 ? input.maxLength : null },
		typed,
	)
	if (kept === text) return
	event.preventDefault()
	if (!kept) return
	input.setRangeText(kept, start, end, 'end')
	input.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Installs the filter once, for the document's life (the root layout calls it). */
export function useInputFilter() {
	useEffect(() => {
		document.addEventListener('beforeinput', onBeforeInput, true)
		return () => document.removeEventListener('beforeinput', onBeforeInput, true)
	}, [])
}

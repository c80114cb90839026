/**
 * What a numeric field lets in as it is typed or pasted, before any submit
 * (record 110; docs/product/money.md). One rule for every
 * money form, applied in the browser by app/ui/kit/input-filter.ts; the
 * server's schemas refuse the same input with the same message, so with
 * JavaScript off nothing gets through either.
 *
 * - `decimal` (an amount): keys type digits and one dot;
 * - `integer` (a whole amount, an account number): keys type digits;
 * - `digits` (a PIN, a one-time code): digits only, however they come.
 *
 * A paste (or any insertion of more than one character: autofill, an
 * input method) keeps what normaliseAmountText reads, spaces, commas,
 * dashes and currency symbols included, so '1,000.50' and '$1 000' still
 * paste whole and are read as 1000.50 and 1000; only letters and the like
 * are dropped ('NGN 1,000' pastes as ' 1,000').
 */
export type InputFilter = 'decimal' | 'integer' | 'digits'

/** The attribute a field names its filter with: one listener serves every field (app/ui/kit/input-filter.ts). */
export const INPUT_FILTER_ATTRIBUTE = 'data-input-filter'

export const isInputFilter = (value: string | null): value is InputFilter =>
	value === 'decimal' || value === 'integer' || value === 'digits'

const TYPED: Record<InputFilter, RegExp> = { decimal: /[0-9.]/, integer: /[0-9]/, digits: /[0-9]/ }
const PASTED: Record<InputFilter, RegExp> = { decimal: /[0-9.,\s₦$€£-]/, integer: /[0-9.,\s₦$€£-]/, digits: /[0-9]/ }

/** The field as the insertion finds it: its value, the selection the insertion replaces, and its maxlength (null for none). */
export type FieldState = { value: string; start: number; end: number; maxLength: number | null }

/**
 * What of `text` goes into the field: `typed` is one key's character (the
 * key filter), anything else a paste. A second dot is not typed into an
 * amount that has one; nothing goes past the field's maxlength.
 */
export function filterInsertion(filter: InputFilter, text: string, field: FieldState, typed: boolean) {
	const allowed = typed ? TYPED[filter] : PASTED[filter]
	let kept = Array.from(text)
		.filter((character) => allowed.test(character))
		.join('')
	const rest = field.value.slice(0, field.start) + field.value.slice(field.end)
	if (typed && filter === 'decimal' && kept === '.' && rest.includes('.')) kept = ''
	if (field.maxLength !== null && field.maxLength >= 0) kept = kept.slice(0, Math.max(0, field.maxLength - rest.length))
	return kept
}

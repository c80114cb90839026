/**
 * What HTML can check on a field (required, lengths, bounds, a pattern): what
 * conform's `getZodConstraint` reads from a schema, declared beside the
 * schema without zod so a page's first visit does not load it (record 120).
 * The kit's form binding (app/ui/kit/form.ts) puts it on the inputs.
 */
export type FieldConstraint = {
	required?: boolean
	minLength?: number
	maxLength?: number
	min?: string | number
	max?: string | number
	step?: string | number
	multiple?: boolean
	pattern?: string
	accept?: string
}

import type { SubmissionResult } from '@conform-to/react'
import type { FormEvent } from 'react'
import { useEffect, useRef, useState } from 'react'
import type { ZodTypeAny } from 'zod'
import type { FieldConstraint } from '#app/lib/field-constraint.ts'

/**
 * The kit's form binding: the part of conform's React API this code uses
 * (`useForm`, `getFormProps`, `getInputProps`, `getSelectProps`,
 * `getTextareaProps`, field metadata), drawn from the action's answer
 * (conform's `SubmissionResult`: the server keeps `submission.reply()`),
 * with the form's schema, zod and `parseWithZod` loaded by a dynamic
 * `import()` when the form is first focused or typed in. conform's client
 * and zod are ~23 KB gzip on every page with a form, a quarter of the
 * 100 KB budget (docs/decisions/120-light-forms.md); this module is under
 * 2 KB and imports neither (its imports from conform and zod are types).
 *
 * What the user sees is conform's behaviour: the same ids, names and aria
 * attributes; errors on submit, blur or input as `shouldValidate` and
 * `shouldRevalidate` say; the first invalid field focused on a refused
 * submit. A submit before the schema has loaded goes to the server, which
 * runs the same schema and answers in the same words (as the table checks
 * of record 113 do); with JavaScript off the server's answer is all there is.
 */

export type { SubmissionResult } from '@conform-to/react'

export type { FieldConstraint } from '#app/lib/field-constraint.ts'

type Validate = 'onSubmit' | 'onBlur' | 'onInput'
type Errors = Record<string, string[]>
type Check = (formData: FormData) => Errors
type Primitive = string | number | boolean | bigint | Date | null | undefined

/** A field's value as the form holds it: every leaf a string, as conform serialises it. */
export type FormValue<T> = T extends Primitive
	? string
	: T extends Array<infer Item>
		? Array<FormValue<Item> | undefined>
		: T extends Record<string, unknown>
			? { [Key in keyof T]?: FormValue<T[Key]> }
			: unknown

type KeysOf<T> = T extends unknown ? keyof T : never
type ValueOf<T, Key extends PropertyKey> = T extends unknown ? (Key extends keyof T ? T[Key] : never) : never

export type FieldMetadata<T = unknown> = FieldConstraint & {
	id: string
	name: string
	formId: string
	errorId: string
	descriptionId: string
	/** The field's errors to show (those of validated fields), or undefined. */
	errors: string[] | undefined
	/** What the field starts with: the posted value after a refused post, else the default. */
	initialValue: FormValue<T> | undefined
	/** What the field holds now (kept up to date as the user types once read). */
	value: FormValue<T> | undefined
}

/** The fields of a form by name; a union of shapes gives every key of each. */
export type Fieldset<Shape> = { [Key in KeysOf<Shape>]-?: FieldMetadata<ValueOf<Shape, Key>> }

export type FormMetadata = {
	id: string
	name: ''
	errorId: string
	descriptionId: string
	/** The reasons above the form (the errors under ''), or undefined. */
	errors: string[] | undefined
	/** Every error to show, by field name ('' for the form's). */
	allErrors: Errors
	status: 'success' | 'error' | undefined
	noValidate: true
	onSubmit: (event: FormEvent<HTMLFormElement>) => void
}

/**
 * Where a form's schema comes from: `load` imports its module (a dynamic
 * `import()`, so the module and zod are their own chunks), `build` makes the
 * schema from it with the page's current values (run at each check, as
 * conform's call sites built it at each render).
 */
export type LazySchema<Shape, Module = unknown> = {
	load: () => Promise<Module>
	build: (module: Module) => ZodTypeAny & { _input: Shape }
}

export type FormOptions<Shape, Module = unknown> = {
	id: string
	/** The action's answer for this form (conform's `submission.reply()`). */
	lastResult?: SubmissionResult<string[]> | null
	defaultValue?: { [Key in KeysOf<Shape>]?: unknown }
	/** HTML constraints by field, declared beside the schema (zod stays out of the first visit). */
	constraint?: Record<string, FieldConstraint>
	/**
	 * The form's schema, loaded on the form's first focus, input or submit:
	 * `{ load: () => import('#app/lib/x.ts'), build: (m) => m.xSchema(…) }`.
	 * The server runs the same schema. Without it only the server checks.
	 */
	schema?: LazySchema<Shape, Module>
	/**
	 * A synchronous check, as conform's `onValidate` (`({ formData }) =>
	 * parseWithZod(formData, { schema })`): accepted so a form can switch its
	 * import to this module in one line, but its schema and zod then load on
	 * the first visit. Prefer `schema`.
	 */
	onValidate?: (context: { formData: FormData }) => { error?: Record<string, string[] | null> | null }
	shouldValidate?: Validate
	shouldRevalidate?: Validate
}

type State = {
	result: SubmissionResult<string[]> | null | undefined
	initial: Record<string, unknown>
	/** Every error the last check found, by name. */
	errors: Errors
	/** Names whose errors show; '*' after a submit (every one). */
	validated: Record<string, true>
	values: Record<string, unknown>
}

/** conform's serialisation of default values: numbers, dates and booleans as the strings a form posts. */
export function serialize(value: unknown): unknown {
	if (value instanceof Date) return value.toISOString()
	if (Array.isArray(value)) return value.map(serialize)
	if (typeof value === 'boolean') return value ? 'on' : undefined
	if (typeof value === 'number' || typeof value === 'bigint') return value.toString()
	if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, serialize(item)]))
	return value ?? undefined
}

/** The value at a conform path ('a.b', 'list[0].c') in a nested object. */
export function valueAt(root: unknown, name: string): unknown {
	let at = root
	for (const part of name.split(/\.|\[(\d+)\]/).filter(Boolean)) {
		if (at === null || typeof at !== 'object') return undefined
		at = (at as Record<string, unknown>)[part]
	}
	return at
}

const isPrefix = (name: string, prefix: string) =>
	name === prefix || (prefix !== '' && (name.startsWith(`${prefix}.`) || name.startsWith(`${prefix}[`)))

/** The errors to show: those of validated names, or under a validated name (conform's rule). */
export function visibleErrors(errors: Errors, validated: Record<string, true>): Errors {
	if (validated['*']) return errors
	const names = Object.keys(validated)
	return Object.fromEntries(Object.entries(errors).filter(([name]) => names.some((prefix) => isPrefix(name, prefix))))
}

/** Whether an event on a field validates it (conform's `willValidate`). */
export function willValidate(
	event: 'onInput' | 'onBlur',
	validated: boolean,
	valueUpdated: boolean,
	shouldValidate: Validate,
	shouldRevalidate: Validate,
) {
	return validated ? shouldRevalidate === event && (event === 'onInput' || valueUpdated) : shouldValidate === event
}

const withoutEmpty = (errors: Record<string, string[] | null> | null | undefined): Errors =>
	Object.fromEntries(Object.entries(errors ?? {}).filter((entry): entry is [string, string[]] => Boolean(entry[1]?.length)))

/** The state a result starts (conform's createFormMeta): a reset (`initialValue: null`) starts from the defaults. */
export function stateFrom(result: SubmissionResult<string[]> | null | undefined, defaults: Record<string, unknown>): State {
	const reset = result?.initialValue === null
	const errors = reset ? {} : withoutEmpty(result?.error)
	const validated: Record<string, true> = {}
	for (const name of [...Object.keys(errors), ...(reset ? [] : (result?.fields ?? []))]) validated[name] = true
	const initial = (!reset && result?.initialValue) || defaults
	return { result, initial, errors, validated, values: {} }
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement
const isField = (element: unknown): element is Field =>
	element instanceof HTMLInputElement ||
	element instanceof HTMLSelectElement ||
	element instanceof HTMLTextAreaElement ||
	element instanceof HTMLButtonElement

/** The form's data as a submit by `submitter` sends it. */
function formDataOf(form: HTMLFormElement, submitter?: HTMLElement | null) {
	const data = new FormData(form)
	if (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement)
		if (submitter.name) data.append(submitter.name, submitter.value)
	return data
}

const valueIn = (data: FormData, name: string) => {
	const all = data.getAll(name).filter((item): item is string => typeof item === 'string')
	return all.length > 1 ? all : all[0]
}

/**
 * A form's metadata and its fields', as conform's `useForm` gives them (see
 * the module's comment for what differs: the schema loads on first use).
 */
export function useForm<Shape extends Record<string, unknown> = Record<string, unknown>, Module = unknown>(
	options: FormOptions<Shape, Module>,
): [FormMetadata, Fieldset<Shape>] {
	const { id, lastResult, constraint = {}, shouldValidate = 'onSubmit', shouldRevalidate = shouldValidate } = options
	const defaults = serialize(options.defaultValue ?? {}) as Record<string, unknown>
	const [state, setState] = useState(() => stateFrom(lastResult, defaults))
	const latest = useRef({ options, state, shouldValidate, shouldRevalidate })
	latest.current = { options, state, shouldValidate, shouldRevalidate }
	const check = useRef<{ run: Check | null; loading: Promise<Check | null> | null }>({ run: null, loading: null })
	const watched = useRef(new Set<string>())
	const updated = useRef(false)
	const [answered, setAnswered] = useState(0)

	// A new answer from the action (with JavaScript: the page stays) replaces
	// the errors and the values, as conform's report does.
	let current = state
	if (lastResult !== state.result) {
		current = stateFrom(lastResult, defaults)
		setState(current)
		setAnswered((count) => count + 1)
	}

	const element = () => {
		const found = typeof document === 'undefined' ? null : document.getElementById(id)
		return found instanceof HTMLFormElement ? found : null
	}

	const onValidate = options.onValidate
	if (onValidate) check.current.run = (formData: FormData) => withoutEmpty(onValidate({ formData }).error)

	const load = () => {
		const schema = latest.current.options.schema
		if (!schema || check.current.run) return Promise.resolve(check.current.run)
		check.current.loading ??= Promise.all([schema.load(), import('./form-check.ts')])
			.then(([module, { errorsOf }]) => {
				// Built at each check from the latest options: a page's values (a balance, the loaded table checks) may have moved.
				const run = (data: FormData) => errorsOf(latest.current.options.schema?.build(module) ?? schema.build(module), data)
				return (check.current.run = run)
			})
			.catch(() => {
				// Offline or a new deploy: the server checks; the next focus tries again.
				check.current.loading = null
				return null
			})
		return check.current.loading
	}

	const validate = (name: string) => {
		setState((before) => ({ ...before, validated: { ...before.validated, [name]: true } }))
		void load().then((run) => {
			const form = element()
			if (run && form) {
				const errors = run(formDataOf(form))
				setState((before) => ({ ...before, errors }))
			}
		})
	}

	useEffect(() => {
		const own = (event: Event) => {
			const target = event.target
			return isField(target) && target.form?.id === id && target.name !== '' ? target : null
		}
		const onFocus = (event: Event) => {
			if (event.target instanceof Element && event.target.closest('form')?.id === id) void load()
		}
		const onInput = (event: Event) => {
			const target = own(event)
			if (!target?.form) return
			const { state: now, shouldValidate: on, shouldRevalidate: again } = latest.current
			updated.current = true
			if (watched.current.has(target.name)) {
				const value = valueIn(new FormData(target.form), target.name)
				setState((before) => ({ ...before, values: { ...before.values, [target.name]: value } }))
			}
			if (willValidate('onInput', Boolean(now.validated[target.name] || now.validated['*']), true, on, again)) validate(target.name)
			else void load()
		}
		const onBlur = (event: Event) => {
			const target = own(event)
			if (!target) return
			const { state: now, shouldValidate: on, shouldRevalidate: again } = latest.current
			const known = Boolean(now.validated[target.name] || now.validated['*'])
			if (willValidate('onBlur', known, updated.current, on, again)) validate(target.name)
		}
		const onReset = (event: Event) => {
			if (event.target !== element()) return
			setState((before) => ({ ...before, errors: {}, validated: {}, values: {} }))
		}
		document.addEventListener('focusin', onFocus, true)
		document.addEventListener('input', onInput, true)
		document.addEventListener('focusout', onBlur, true)
		document.addEventListener('reset', onReset, true)
		return () => {
			document.removeEventListener('focusin', onFocus, true)
			document.removeEventListener('input', onInput, true)
			document.removeEventListener('focusout', onBlur, true)
			document.removeEventListener('reset', onReset, true)
		}
		// The handlers read the latest options and state through `latest`.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [id])

	// After an answer: a reset empties the fields; a refusal focuses its first invalid field.
	useEffect(() => {
		if (!answered) return
		const form = element()
		const { state: now } = latest.current
		if (!form || !now.result) return
		if (now.result.initialValue === null) form.reset()
		else if (now.result.status === 'error') focusFirstInvalid(form, now.errors)
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [answered])

	const onSubmit = (event: FormEvent<HTMLFormElement>) => {
		const form = event.currentTarget
		const submitter = (event.nativeEvent as SubmitEvent).submitter
		// A button that skips checks (Back saves a draft) goes straight to the server.
		if (submitter instanceof HTMLButtonElement && submitter.formNoValidate) return
		const run = check.current.run
		if (!run) {
			void load()
			return
		}
		const errors = run(formDataOf(form, submitter))
		setState((before) => ({ ...before, errors, validated: { '*': true } }))
		if (Object.keys(errors).length) {
			event.preventDefault()
			focusFirstInvalid(form, errors)
		}
	}

	const shown = visibleErrors(current.errors, current.validated)
	const meta = (name: string) => {
		const fieldId = name ? `${id}-${name}` : id
		return {
			id: fieldId,
			name,
			formId: id,
			errorId: `${fieldId}-error`,
			descriptionId: `${fieldId}-description`,
			errors: shown[name],
		}
	}
	const form: FormMetadata = {
		...meta(''),
		name: '',
		allErrors: shown,
		status: current.result?.status,
		noValidate: true,
		onSubmit,
	}
	const fields = new Proxy({} as Fieldset<Shape>, {
		get(_, name) {
			if (typeof name !== 'string') return undefined
			const initialValue = valueAt(current.initial, name)
			return {
				...constraint[name],
				...meta(name),
				initialValue,
				get value() {
					watched.current.add(name)
					return name in current.values ? current.values[name] : initialValue
				},
			}
		},
	})
	return [form, fields]
}

function focusFirstInvalid(form: HTMLFormElement, errors: Errors) {
	for (const element of form.elements) {
		if (isField(element) && errors[element.name]) {
			element.focus()
			return
		}
	}
}

/** Drops undefined props, so they merge with the call site's without overriding them. */
function simplify<T extends Record<string, unknown>>(props: T): T {
	for (const key of Object.keys(props)) if (props[key] === undefined) delete props[key]
	return props
}

type Metadata = { id: string; name: string; formId?: string; errorId: string; errors: string[] | undefined }
type AriaOptions = { ariaDescribedBy?: string; ariaAttributes?: boolean }

function aria(metadata: Metadata, options: AriaOptions, field: boolean) {
	if (options.ariaAttributes === false) return {}
	const invalid = metadata.errors !== undefined
	return {
		'aria-invalid': (field && invalid) || undefined,
		'aria-describedby': invalid ? `${metadata.errorId} ${options.ariaDescribedBy ?? ''}`.trim() : options.ariaDescribedBy,
	}
}

/** The form element's props, as conform's `getFormProps`. */
export function getFormProps(form: FormMetadata, options: AriaOptions = {}) {
	return simplify({ id: form.id, onSubmit: form.onSubmit, noValidate: form.noValidate, ...aria(form, options, false) })
}

function controlProps(field: FieldMetadata<unknown>, options: AriaOptions) {
	return {
		required: field.required || undefined,
		id: field.id,
		name: field.name,
		form: field.formId,
		...aria(field, options, true),
	}
}

type InputOptions = AriaOptions & { type: string; value?: string | boolean }

/** An input's props, as conform's `getInputProps`: ids, aria, constraints and its default value or checked state. */
export function getInputProps(field: FieldMetadata<unknown>, options: InputOptions) {
	const props: Record<string, unknown> = {
		...controlProps(field, options),
		type: options.type,
		minLength: field.minLength,
		maxLength: field.maxLength,
		min: field.min,
		max: field.max,
		step: field.step,
		pattern: field.pattern,
		multiple: field.multiple,
		accept: field.accept,
	}
	const initial: unknown = field.initialValue
	if (options.value === undefined || options.value) {
		if (options.type === 'checkbox' || options.type === 'radio') {
			props.value = typeof options.value === 'string' ? options.value : 'on'
			props.defaultChecked = Array.isArray(initial) ? initial.includes(options.value) : initial === props.value
		} else if (typeof initial === 'string') props.defaultValue = initial
	}
	return simplify(props) as ReturnType<typeof controlProps> & {
		type: string
		defaultValue?: string
		defaultChecked?: boolean
		value?: string
	} & FieldConstraint
}

/** A select's props, as conform's `getSelectProps`. */
export function getSelectProps(field: FieldMetadata<unknown>, options: AriaOptions & { value?: boolean } = {}) {
	const initial: unknown = field.initialValue
	return simplify({
		...controlProps(field, options),
		multiple: field.multiple,
		defaultValue:
			options.value === false
				? undefined
				: Array.isArray(initial)
					? initial.map((item) => `${item ?? ''}`)
					: typeof initial === 'string'
						? initial
						: undefined,
	})
}

/** A textarea's props, as conform's `getTextareaProps`. */
export function getTextareaProps(field: FieldMetadata<unknown>, options: AriaOptions & { value?: boolean } = {}) {
	const initial: unknown = field.initialValue
	return simplify({
		...controlProps(field, options),
		minLength: field.minLength,
		maxLength: field.maxLength,
		defaultValue: options.value === false || typeof initial !== 'string' ? undefined : initial,
	})
}

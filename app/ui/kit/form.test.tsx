import * as conform from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { errorsOf } from './form-check.ts'
import * as kit from './form.ts'
import { serialize, stateFrom, valueAt, visibleErrors, willValidate } from './form.ts'

/**
 * The kit's form binding renders what conform rendered (record 120): the
 * same form, fields and answers through both, compared as HTML, so the
 * switch changes no id, name, aria attribute, constraint or value.
 */
const schema = z.object({
	email: z.string({ required_error: 'Enter your e-mail' }).email('Enter a valid e-mail').max(254),
	name: z.string().min(2).max(60).optional(),
	country: z.string({ required_error: 'Choose a country' }),
	note: z.string().max(500).optional(),
	agree: z.boolean().optional(),
})

const refused: conform.SubmissionResult<string[]> = {
	status: 'error',
	initialValue: { email: 'not-an-e-mail', name: 'Ada', country: 'NG', note: 'Hi', agree: 'on' },
	error: { email: ['Enter a valid e-mail'], '': ['The provider refused this'] },
	fields: ['email', 'name', 'country', 'note', 'agree'],
}

type Api = {
	useForm: (options: Record<string, unknown>) => [Record<string, unknown>, Record<string, Record<string, unknown>>]
	getFormProps: (form: never) => Record<string, unknown>
	getInputProps: (field: never, options: never) => Record<string, unknown>
	getSelectProps: (field: never) => Record<string, unknown>
	getTextareaProps: (field: never) => Record<string, unknown>
}

function Form({ api, options }: { api: Api; options: Record<string, unknown> }) {
	const [form, fields] = api.useForm({ id: 'profile', shouldValidate: 'onBlur', shouldRevalidate: 'onInput', ...options })
	const f = (name: string) => fields[name] as never
	return (
		<form {...api.getFormProps(form as never)}>
			<input {...api.getInputProps(f('email'), { type: 'email' } as never)} />
			<input {...api.getInputProps(f('name'), { type: 'text' } as never)} />
			<select {...api.getSelectProps(f('country'))}>
				<option value="">Choose</option>
				<option value="NG">Nigeria</option>
			</select>
			<textarea {...api.getTextareaProps(f('note'))} />
			<input {...api.getInputProps(f('agree'), { type: 'checkbox' } as never)} />
			<p id={String(form.errorId)}>{String(form.errors ?? '')}</p>
			<p>{JSON.stringify(form.allErrors)}</p>
			<p>{String(fields.email!.errors ?? '')}</p>
			<p>{String(fields.name!.value ?? '')}</p>
		</form>
	)
}

const render = (api: Api, options: Record<string, unknown>) => renderToStaticMarkup(<Form api={api} options={options} />)
const both = (options: Record<string, unknown>, kitOptions: Record<string, unknown> = {}) => ({
	conform: render(conform as unknown as Api, { ...options, constraint: getZodConstraint(schema) }),
	kit: render(kit as unknown as Api, { ...options, ...kitOptions, constraint: getZodConstraint(schema) }),
})

describe('the kit form binding renders as conform does', () => {
	it('on a first visit, with defaults', () => {
		const { conform: before, kit: after } = both({ defaultValue: { email: 'ada@example.com', name: 'Ada', agree: true, country: 'NG' } })
		expect(after).toBe(before)
		expect(after).toContain('novalidate=""')
		expect(after).toContain('required=""')
	})

	it("after a refused post: the posted values, the field's and the form's errors, aria-invalid and aria-describedby", () => {
		const { conform: before, kit: after } = both({ lastResult: refused })
		expect(after).toBe(before)
		expect(after).toContain('aria-invalid="true"')
		expect(after).toContain('aria-describedby="profile-email-error"')
		expect(after).toContain('The provider refused this')
	})

	it('after an answer that resets the form (resetForm: true): the defaults, no errors', () => {
		const reset = { status: 'success' as const, initialValue: null, error: {} }
		const { conform: before, kit: after } = both({ lastResult: reset, defaultValue: { name: 'Ada' } })
		expect(after).toBe(before)
		expect(after).not.toContain('aria-invalid')
	})

	it('never imports zod or conform at run time (its imports from them are types)', async () => {
		const source = await import('node:fs').then((fs) => fs.readFileSync(new URL('./form.ts', import.meta.url), 'utf8'))
		const imports = [...source.matchAll(/^import (?!type ).*from '([^']+)'/gm)].map((match) => match[1])
		expect(imports).toEqual(['react'])
	})
})

describe('the browser check', () => {
	it('gives the messages parseWithZod gives the server, by field', () => {
		const data = new FormData()
		data.set('email', 'nope')
		expect(errorsOf(schema, data)).toEqual({ email: ['Enter a valid e-mail'], country: ['Choose a country'] })
		data.set('email', 'ada@example.com')
		data.set('country', 'NG')
		expect(errorsOf(schema, data)).toEqual({})
	})
})

describe('a form switched from conform in one line', () => {
	it("takes conform's onValidate and constraint as they are, and renders the same", () => {
		const options = { lastResult: refused, onValidate: ({ formData }: { formData: FormData }) => parseWithZod(formData, { schema }) }
		const { conform: before, kit: after } = both(options)
		expect(after).toBe(before)
	})
})

describe("conform's rules, kept", () => {
	it('shows the errors of validated fields only, every one after a submit', () => {
		const errors = { email: ['a'], name: ['b'], 'amlAnswers.q1': ['c'], '': ['d'] }
		expect(visibleErrors(errors, { email: true })).toEqual({ email: ['a'] })
		expect(visibleErrors(errors, { amlAnswers: true })).toEqual({ 'amlAnswers.q1': ['c'] })
		expect(visibleErrors(errors, { '*': true })).toEqual(errors)
	})

	it('validates on the events shouldValidate and shouldRevalidate name', () => {
		expect(willValidate('onInput', false, true, 'onSubmit', 'onInput')).toBe(false)
		expect(willValidate('onInput', true, true, 'onSubmit', 'onInput')).toBe(true)
		expect(willValidate('onBlur', false, false, 'onBlur', 'onInput')).toBe(true)
		expect(willValidate('onBlur', true, true, 'onBlur', 'onInput')).toBe(false)
		expect(willValidate('onBlur', true, false, 'onBlur', 'onBlur')).toBe(false)
		expect(willValidate('onBlur', true, true, 'onBlur', 'onBlur')).toBe(true)
	})

	it('starts from a refusal with its fields validated, from a reset with the defaults', () => {
		const state = stateFrom(refused, { name: 'x' })
		expect(state.initial).toEqual(refused.initialValue)
		expect(Object.keys(state.validated).sort()).toEqual(['', 'agree', 'country', 'email', 'name', 'note'])
		const reset = stateFrom({ status: 'success', initialValue: null }, { name: 'x' })
		expect(reset).toMatchObject({ initial: { name: 'x' }, errors: {}, validated: {} })
	})

	it('serialises defaults as a form posts them, and reads nested names', () => {
		expect(serialize({ a: 1, b: true, c: false, d: new Date(0), e: ['x', 2], f: null })).toEqual({
			a: '1',
			b: 'on',
			c: undefined,
			d: '1970-01-01T00:00:00.000Z',
			e: ['x', '2'],
			f: undefined,
		})
		expect(valueAt({ amlAnswers: { q1: 'yes' }, list: [{ c: 'z' }] }, 'amlAnswers.q1')).toBe('yes')
		expect(valueAt({ list: [{ c: 'z' }] }, 'list[0].c')).toBe('z')
		expect(valueAt({ a: 'x' }, 'a.b')).toBeUndefined()
	})
})

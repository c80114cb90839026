/**
 * The conform patch in patches/ builds a field's (and the form's) metadata
 * once per form state instead of once per property read: `getInputProps`
 * reads about fifteen properties, and each read built a new object and a
 * Proxy. These tests hold the patched ES module build (what the server and
 * the browser bundle load) to the untouched CommonJS build beside it: the
 * same answers for every property, before and after the form's state changes,
 * and the same record of what the render subscribed to.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

type Metadata = Record<string | symbol, unknown>
type SubjectRef = { current: Record<string, unknown> }
type ContextModule = {
	getFieldMetadata: (context: unknown, subjectRef: SubjectRef, stateSnapshot: unknown, prefix?: string, key?: string | number) => Metadata
	getFormMetadata: (context: unknown, subjectRef: SubjectRef, stateSnapshot: unknown, noValidate: boolean) => Metadata
}

// (Paths held in variables: the files ship no type declarations of their own.)
const patchedPath = '../node_modules/@conform-to/react/dist/context.mjs'
const patched = (await import(patchedPath)) as ContextModule
const unpatched = createRequire(import.meta.url)('../node_modules/@conform-to/react/dist/context.js') as ContextModule

type State = {
	initialValue: Record<string, unknown>
	value: Record<string, unknown>
	error: Record<string, string[]>
	key: Record<string, string>
	valid: Record<string, boolean>
	dirty: Record<string, boolean>
	constraint: Record<string, Record<string, unknown>>
	submissionStatus?: string
}

function state(overrides: Partial<State> = {}): State {
	return {
		initialValue: { email: 'ada@example.com', tags: ['a', 'b'], 'tags[0]': 'a', 'tags[1]': 'b', agree: 'on' },
		value: { email: 'ada@example.com' },
		error: {},
		key: { email: 'k1', '': 'k0' },
		valid: { email: true },
		dirty: { email: false },
		constraint: { email: { required: true, maxLength: 254, pattern: '.+@.+' }, tags: { multiple: true } },
		...overrides,
	}
}

/** A form context that holds `current` until the test moves it on. */
function fakeContext(initial: State) {
	const context = {
		current: initial,
		getFormId: () => 'login',
		getState: () => context.current,
		getSerializedState: () => '{}',
		submit: () => {},
		validate: () => {},
		update: () => {},
		reset: () => {},
		insert: () => {},
		remove: () => {},
		reorder: () => {},
	}
	return context
}

const FIELD_KEYS = [
	'id',
	'name',
	'formId',
	'errorId',
	'descriptionId',
	'required',
	'minLength',
	'maxLength',
	'min',
	'max',
	'pattern',
	'step',
	'multiple',
	'accept',
	'defaultValue',
	'defaultOptions',
	'defaultChecked',
	'initialValue',
	'value',
	'errors',
	'key',
	'valid',
	'dirty',
	'allErrors',
]
const FORM_KEYS = [
	'id',
	'errorId',
	'descriptionId',
	'status',
	'noValidate',
	'errors',
	'allErrors',
	'value',
	'initialValue',
	'valid',
	'dirty',
]

/** Every property read twice (the second from the patch's kept object), then again after the state moves on. */
function readAcross(module: ContextModule, kind: 'field' | 'form', name = 'email') {
	const first = state()
	const context = fakeContext(first)
	const subjectRef: SubjectRef = { current: {} }
	const metadata =
		kind === 'field'
			? module.getFieldMetadata(context, subjectRef, first, '', name)
			: module.getFormMetadata(context, subjectRef, first, true)
	const keys = kind === 'field' ? FIELD_KEYS : FORM_KEYS
	const read = () => Object.fromEntries(keys.map((key) => [key, metadata[key]]))
	const before = [read(), read()]
	context.current = state({
		initialValue: { email: 'grace@example.com', tags: ['c'], 'tags[0]': 'c' },
		value: { email: 'grace@' },
		error: { email: ['E-mail is invalid'], '': ['Check the form'] },
		key: { email: 'k2', '': 'k3' },
		valid: { email: false },
		dirty: { email: true },
		submissionStatus: 'error',
	})
	const after = [read(), read()]
	return { before, after, subjects: subjectRef.current }
}

describe('conform metadata, patched', () => {
	it('is the build npm install patched', () => {
		expect(readFileSync(new URL(patchedPath, import.meta.url), 'utf8')).toContain('One metadata object per form state')
	})

	for (const name of ['email', 'tags', 'agree', 'missing']) {
		it(`answers every property of field "${name}" as the unpatched build does, before and after the state changes`, () => {
			const expected = readAcross(unpatched, 'field', name)
			const actual = readAcross(patched, 'field', name)
			expect(actual).toEqual(expected)
			// The change is seen: a kept object would otherwise answer the old state.
			if (name === 'email') {
				expect(actual.before[0]!.errors).toBeUndefined()
				expect(actual.after[0]!.errors).toEqual(['E-mail is invalid'])
				expect(actual.after[1]!.value).toBe('grace@')
			}
		})
	}

	it('answers every property of the form as the unpatched build does, before and after the state changes', () => {
		const expected = readAcross(unpatched, 'form')
		expect(readAcross(patched, 'form')).toEqual(expected)
		expect(readAcross(patched, 'form').after[0]!.status).toBe('error')
	})

	it('builds a field list and a fieldset the same way', () => {
		const list = (module: ContextModule) => {
			const s = state()
			const tags = module.getFieldMetadata(fakeContext(s), { current: {} }, s, '', 'tags') as { getFieldList: () => Metadata[] }
			return tags.getFieldList().map((item) => ({ name: item.name, initialValue: item.initialValue }))
		}
		expect(list(patched)).toEqual(list(unpatched))
		expect(list(patched)).toEqual([
			{ name: 'tags[0]', initialValue: 'a' },
			{ name: 'tags[1]', initialValue: 'b' },
		])
	})
})

import { expect, test } from 'vitest'
import type { OnboardingRecord } from '#contract/onboarding/record.ts'
import { personFormTarget } from './people-view.server.ts'

const people = (shareholders: string[], stakeholders: string[]) =>
	({ shareholders: shareholders.map((id) => ({ id })), stakeholders: stakeholders.map((id) => ({ id })) }) as unknown as Pick<
		OnboardingRecord,
		'shareholders' | 'stakeholders'
	>
const at = (search: string) => new URL(`http://localhost/business-onboarding/shareholders-info${search}`)

test('the URL says which person form is open: ?edit=<id>, ?add=…, or a new shareholder while there is none', () => {
	expect(personFormTarget(at(''), people([], []))).toMatchObject({ type: 'shareholder', shareholder: null })
	expect(personFormTarget(at(''), people(['a'], []))).toBeNull()
	expect(personFormTarget(at('?add=stakeholder'), people(['a'], []))).toMatchObject({ type: 'stakeholder', stakeholder: null })
	expect(personFormTarget(at('?edit=a'), people(['a'], ['b']))).toMatchObject({ type: 'shareholder', shareholder: { id: 'a' } })
	expect(personFormTarget(at('?edit=b'), people(['a'], ['b']))).toMatchObject({ type: 'stakeholder', stakeholder: { id: 'b' } })
	// An id that is no one's opens nothing.
	expect(personFormTarget(at('?edit=zzz'), people(['a'], []))).toBeNull()
})

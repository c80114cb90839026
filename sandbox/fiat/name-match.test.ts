import { describe, expect, it } from 'vitest'
import { compareNames, nameWords } from './name-match.ts'

/** Confirmation of payee's comparison (record 109): what counts as the same name, a close one, another. */
describe('compareNames', () => {
	it('sets aside case, accents, punctuation, legal forms and word order', () => {
		expect(nameWords('Eze-Foods Ltd.')).toEqual(['eze', 'foods'])
		expect(nameWords('Société Générale S.A.')).toEqual(['generale', 'societe'])
		expect(nameWords('Okafor & Sons LLC')).toEqual(['and', 'okafor', 'sons'])
		expect(compareNames('Eze Foods Ltd', 'EZE FOODS LIMITED')).toBe('MATCH')
		expect(compareNames('Okafor Ada', 'Ada Okafor')).toBe('MATCH')
		expect(compareNames('Müller GmbH', 'Muller')).toBe('MATCH')
		expect(compareNames("O'Neil Trading Co.", 'ONeil Trading Company')).toBe('MATCH')
		expect(compareNames('Seine Transports SA', 'Seine Transports S.A.')).toBe('MATCH')
	})

	it('calls a typo, a middle name or an initial a close match', () => {
		expect(compareNames('Kwame Mensah', 'Kwame A. Mensah')).toBe('CLOSE_MATCH')
		expect(compareNames('Kwame Mensa', 'Kwame Mensah')).toBe('CLOSE_MATCH')
		expect(compareNames('K. Mensah', 'Kwame Mensah')).toBe('CLOSE_MATCH')
		expect(compareNames('Ada Chioma Okafor', 'Ada Okafor')).toBe('CLOSE_MATCH')
	})

	it('calls another name, half a name or no name at all no match', () => {
		expect(compareNames('Rhein Logistics GmbH', 'Otieno Foods Ltd')).toBe('NO_MATCH')
		expect(compareNames('Ada Okafor', 'Fatou Owusu')).toBe('NO_MATCH')
		expect(compareNames('Ada', 'Ada Okafor')).toBe('NO_MATCH')
		expect(compareNames('Okafor', 'Ada Okafor')).toBe('NO_MATCH')
		expect(compareNames('Ltd', 'Ltd')).toBe('NO_MATCH')
		expect(compareNames('Ada Okafor', 'Adaeze Okoro')).toBe('NO_MATCH')
		expect(compareNames('Eze Foods', 'Eze Motors')).toBe('NO_MATCH')
	})
})

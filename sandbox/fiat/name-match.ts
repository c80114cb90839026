import { distance } from 'fastest-levenshtein'
import type { NameMatch } from '#contract/fiat/beneficiary-labels.ts'

/**
 * Confirmation of payee: the name the integrator typed against the holder
 * the bank's name enquiry answers (record 109, docs/product/fiat.md). Both
 * are brought to one written form first, then compared:
 *
 * - letters without accents, in lower case ('Müller' is 'muller');
 * - '&' read as 'and', apostrophes dropped ('O'Neil' is 'ONeil'), every
 *   other punctuation mark a space ('Eze-Foods' is 'Eze Foods');
 * - legal forms dropped wherever they stand ('Ltd', 'Limited', 'GmbH',
 *   'LLC', 'Inc', 'PLC', 'S.A.', …): 'Eze Foods Ltd' is 'Eze Foods Limited';
 * - word order ignored (the words sorted): 'Okafor Ada' is 'Ada Okafor'.
 *
 * Then MATCH when the words are the same; CLOSE_MATCH when they differ by a
 * typo or two (an edit distance of at most 2, and at most a fifth of the
 * longer name), or when one name's words are all in the other's and at
 * least two of them are (a middle name or an initial more or less: 'Kwame
 * A. Mensah' and 'Kwame Mensah'), where an initial stands for a word it
 * begins; NO_MATCH otherwise (a name with no words left after the legal
 * forms never matches).
 */

/** Legal forms, as words once punctuation is gone ('S.A.' is 's a', hence the pairs). */
const LEGAL_FORMS = new Set([
	'ltd',
	'limited',
	'llc',
	'llp',
	'lp',
	'inc',
	'incorporated',
	'corp',
	'corporation',
	'co',
	'company',
	'plc',
	'gmbh',
	'ag',
	'sa',
	'sas',
	'sarl',
	'srl',
	'spa',
	'bv',
	'nv',
	'pty',
	'pvt',
])
/** Legal forms written with dots or spaces between their letters ('S.A.', 'B.V.', 'S.à r.l.'). */
const SPLIT_FORMS = [
	['s', 'a', 'r', 'l'],
	['s', 'a', 's'],
	['s', 'p', 'a'],
	['s', 'r', 'l'],
	['s', 'a'],
	['b', 'v'],
	['n', 'v'],
	['l', 'l', 'c'],
	['l', 'l', 'p'],
	['p', 'l', 'c'],
]

/** The name's words in their compared form, sorted: accents, case, punctuation and legal forms gone. */
export function nameWords(name: string): string[] {
	const words = name
		.normalize('NFKD')
		.replace(/\p{M}+/gu, '')
		.toLowerCase()
		.replace(/&/g, ' and ')
		.replace(/['’`]/g, '')
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim()
		.split(' ')
		.filter(Boolean)
	const kept: string[] = []
	for (let index = 0; index < words.length; index++) {
		const split = SPLIT_FORMS.find((form) => form.every((letter, offset) => words[index + offset] === letter))
		if (split) {
			index += split.length - 1
			continue
		}
		if (!LEGAL_FORMS.has(words[index]!)) kept.push(words[index]!)
	}
	return kept.sort()
}

/** Whether `word` stands for `other`: the same word, or an initial of it. */
const standsFor = (word: string, other: string) => word === other || (word.length === 1 && other.startsWith(word))

/** Whether every word of `fewer` stands for a distinct word of `more`. */
function containedIn(fewer: string[], more: string[]) {
	const left = [...more]
	for (const word of fewer) {
		const at = left.findIndex((other) => standsFor(word, other))
		if (at < 0) return false
		left.splice(at, 1)
	}
	return true
}

export function compareNames(typed: string, holder: string): NameMatch {
	const a = nameWords(typed)
	const b = nameWords(holder)
	if (!a.length || !b.length) return 'NO_MATCH'
	const left = a.join(' ')
	const right = b.join(' ')
	if (left === right) return 'MATCH'
	const edits = distance(left, right)
	if (edits <= 2 && edits <= Math.max(left.length, right.length) / 5) return 'CLOSE_MATCH'
	const [fewer, more] = a.length <= b.length ? [a, b] : [b, a]
	const full = fewer.filter((word) => word.length > 1)
	if (full.length >= 1 && fewer.length >= 2 && containedIn(fewer, more)) return 'CLOSE_MATCH'
	return 'NO_MATCH'
}

import { sha256 } from '@noble/hashes/sha2.js'
import type { EntityCandidate, EntityIndicator, EntityRisksSection, RaisedIndicator, ReportSource } from '#contract/compliance/entities.ts'
import type { RiskLevel } from '#contract/compliance/risk.ts'
import { isKnownCountry, listCountries } from '../shell/countries.ts'

/**
 * The sandbox's entity registry and due diligence: no register or list is
 * searched, the answers are a pure function of the name and the country, so
 * every outcome can be reached on purpose (docs/product/compliance.md, "Test
 * values"). By the name, any case:
 *   - containing `nobody`: no entity is found (the search is empty, a report cannot be ordered);
 *   - containing `sanction`: a HIGH report (on sanctions lists, shell company signs, adverse media);
 *   - containing `exposed`: a MEDIUM report (a politically exposed director, adverse media);
 *   - any other: a LOW report with no indicator.
 */

export const ENTITY_TEST_WORDS = { noMatch: 'nobody', high: 'sanction', medium: 'exposed' } as const

export const ENTITY_INDICATORS: readonly EntityIndicator[] = [
	{
		code: 'SANCTIONS_LIST',
		label: 'Sanctions list',
		description: 'The entity, or someone who owns or runs it, is named on a sanctions list.',
		severity: 'HIGH',
	},
	{
		code: 'SHELL_COMPANY',
		label: 'Shell company signs',
		description: 'No staff, no premises or no trading history of its own: signs of a company used to hold or move money only.',
		severity: 'HIGH',
	},
	{
		code: 'PEP',
		label: 'Politically exposed person',
		description: 'A director, owner or close associate holds or held a prominent public position.',
		severity: 'MEDIUM',
	},
	{
		code: 'ADVERSE_MEDIA',
		label: 'Adverse media',
		description: 'News reports link the entity to fraud, corruption, money laundering or other crime.',
		severity: 'MEDIUM',
	},
	{
		code: 'HIGH_RISK_JURISDICTION',
		label: 'High-risk jurisdiction',
		description: 'The entity is registered or trades in a jurisdiction on the FATF list of increased monitoring.',
		severity: 'MEDIUM',
	},
	{
		code: 'LITIGATION',
		label: 'Litigation',
		description: 'Court cases involving the entity are on record.',
		severity: 'LOW',
	},
]

const normalise = (name: string) => name.trim().replace(/\s+/g, ' ')
const has = (name: string, word: string) => name.toLowerCase().includes(word)

function digest(name: string, country: string) {
	return sha256(new TextEncoder().encode(`${country}|${normalise(name).toLowerCase()}`))
}

/** The entity's registration number in its country's registry: stable per name and country. */
function registrationNumber(name: string, country: string) {
	const bytes = digest(name, country)
	const digits = [...bytes.slice(0, 7)].map((byte) => byte % 10).join('')
	return `${country}-RC${digits}`
}

function candidate(name: string, country: string): EntityCandidate {
	return {
		name,
		country,
		registrationNumber: registrationNumber(name, country),
		incorporated: String(1990 + (digest(name, country)[8]! % 35)),
	}
}

/** Whether the registry holds an entity of this name in this country (the test word `nobody` aside, it does). */
export const entityExists = (name: string, country: string) => isKnownCountry(country) && !has(name, ENTITY_TEST_WORDS.noMatch)

/** The entities of `country` whose name matches: the name itself and its holding company; none for a `nobody` name. */
export function searchEntities(name: string, country: string): EntityCandidate[] {
	const typed = normalise(name)
	if (!entityExists(typed, country)) return []
	const names = /\b(holdings?|group)\b/i.test(typed) ? [typed] : [typed, `${typed} Holdings`]
	return names.map((entity) => candidate(entity, country))
}

export function entityRiskLevel(name: string): RiskLevel {
	if (has(name, ENTITY_TEST_WORDS.high)) return 'HIGH'
	return has(name, ENTITY_TEST_WORDS.medium) ? 'MEDIUM' : 'LOW'
}

const indicator = (code: string, detail: string): RaisedIndicator => {
	const known = ENTITY_INDICATORS.find((item) => item.code === code)!
	return { code, label: known.label, severity: known.severity, detail }
}

const countryName = (code: string) => listCountries().find((country) => country.code === code)?.name ?? code

/** The due diligence report's verdict, registration number and sources, checked at `nowMs`. */
export function entityReport(name: string, country: string, nowMs: number) {
	const typed = normalise(name)
	const riskLevel = entityRiskLevel(typed)
	const indicators: RaisedIndicator[] =
		riskLevel === 'HIGH'
			? [
					indicator(
						'SANCTIONS_LIST',
						'Matched on the OFAC Specially Designated Nationals list and the UN Security Council consolidated list',
					),
					indicator('SHELL_COMPANY', 'No employees and a registered office shared with 214 other companies'),
					indicator('ADVERSE_MEDIA', 'Named in 3 reports on sanctions evasion in the last 24 months'),
				]
			: riskLevel === 'MEDIUM'
				? [
						indicator('PEP', 'A director is a serving member of a national legislature'),
						indicator('ADVERSE_MEDIA', 'Named in 1 report on a procurement dispute in the last 24 months'),
					]
				: []
	const summary =
		riskLevel === 'HIGH'
			? 'Do not onboard: the entity is on sanctions lists.'
			: riskLevel === 'MEDIUM'
				? 'Enhanced due diligence advised before onboarding.'
				: 'No risk indicators found.'
	const checkedAt = new Date(nowMs).toISOString()
	const sources: ReportSource[] = [
		{ name: 'OFAC Specially Designated Nationals list', url: 'https://sanctionssearch.ofac.treas.gov/', checkedAt },
		{
			name: 'UN Security Council consolidated list',
			url: 'https://main.un.org/securitycouncil/en/content/un-sc-consolidated-list',
			checkedAt,
		},
		{
			name: 'EU consolidated financial sanctions list',
			url: 'https://data.europa.eu/data/datasets/consolidated-list-of-persons-groups-and-entities-subject-to-eu-financial-sanctions',
			checkedAt,
		},
		{ name: `Company registry of ${countryName(country)}`, url: null, checkedAt },
		{ name: 'News archive (24 months)', url: null, checkedAt },
	]
	const section: EntityRisksSection = { riskLevel, summary, indicators }
	return { registrationNumber: registrationNumber(typed, country), entityRisksSection: section, sources }
}

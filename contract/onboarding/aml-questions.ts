/**
 * The AML questionnaire of a company's onboarding: thirty yes/no questions
 * about its anti-money-laundering programme, grouped by topic. The key of
 * each question is stable (answers are stored under it); the text may be
 * reworded without touching stored answers.
 */

export const AML_TOPICS = [
	{ id: 'governance', label: 'Board approval and compliance officer' },
	{ id: 'procedures', label: 'Written procedures and independent audit' },
	{ id: 'shellBanks', label: 'Shell banks' },
	{ id: 'peps', label: 'Politically exposed persons' },
	{ id: 'records', label: 'Record retention' },
	{ id: 'risk', label: 'Risk assessment' },
	{ id: 'kyc', label: 'Know your customer' },
	{ id: 'sanctions', label: 'Sanctions screening' },
	{ id: 'monitoring', label: 'Transaction monitoring' },
	{ id: 'training', label: 'Training' },
	{ id: 'outsourcing', label: 'Outsourcing' },
] as const
export type AmlTopic = (typeof AML_TOPICS)[number]['id']

export type AmlQuestion = { key: string; topic: AmlTopic; text: string }

export const AML_QUESTIONS = [
	// Board approval and compliance officer
	{
		key: 'boardApprovedAmlProgram',
		topic: 'governance',
		text: "Has your board of directors or senior management approved the company's anti-money-laundering (AML) programme?",
	},
	{
		key: 'hasComplianceOfficer',
		topic: 'governance',
		text: 'Has the company appointed a compliance officer responsible for coordinating and overseeing the AML programme?',
	},
	{
		key: 'complianceOfficerReportsToBoard',
		topic: 'governance',
		text: 'Does the compliance officer report regularly and directly to the board or senior management?',
	},
	// Written procedures and independent audit
	{
		key: 'hasWrittenAmlPolicies',
		topic: 'procedures',
		text: 'Does the company have written policies and procedures to prevent, detect and report money laundering and terrorist financing?',
	},
	{
		key: 'policiesReviewedAnnually',
		topic: 'procedures',
		text: 'Are these policies and procedures reviewed and updated at least once a year?',
	},
	{
		key: 'hasIndependentAudit',
		topic: 'procedures',
		text: 'Is the AML programme tested by an independent internal or external audit function?',
	},
	{ key: 'auditFindingsTracked', topic: 'procedures', text: 'Are audit findings about the AML programme tracked until they are resolved?' },
	// Shell banks
	{ key: 'prohibitsShellBanks', topic: 'shellBanks', text: 'Does the company prohibit accounts and relationships with shell banks?' },
	{
		key: 'checksCounterpartiesForShellBanks',
		topic: 'shellBanks',
		text: 'Does the company make sure its counterparties do not let shell banks use their accounts or services?',
	},
	// Politically exposed persons
	{
		key: 'identifiesPeps',
		topic: 'peps',
		text: 'Does the company have procedures to identify politically exposed persons (PEPs), their family members and close associates?',
	},
	{
		key: 'pepsNeedSeniorApproval',
		topic: 'peps',
		text: 'Does a relationship with a politically exposed person need the approval of senior management?',
	},
	{
		key: 'pepsEnhancedDueDiligence',
		topic: 'peps',
		text: 'Does the company apply enhanced due diligence, including the source of wealth and funds, to politically exposed persons?',
	},
	// Record retention
	{
		key: 'retainsRecordsFiveYears',
		topic: 'records',
		text: 'Does the company keep customer identification and transaction records for at least five years?',
	},
	{
		key: 'recordsAvailableToAuthorities',
		topic: 'records',
		text: 'Can these records be made available promptly to the competent authorities on request?',
	},
	// Risk assessment
	{
		key: 'hasRiskAssessment',
		topic: 'risk',
		text: 'Has the company carried out a documented money-laundering and terrorist-financing risk assessment of its business?',
	},
	{
		key: 'riskBasedCustomerRating',
		topic: 'risk',
		text: 'Does the company give each customer a risk rating and apply due diligence according to it?',
	},
	{
		key: 'riskAssessmentUpdated',
		topic: 'risk',
		text: 'Is the risk assessment updated when the business, its products or its markets change?',
	},
	// Know your customer
	{
		key: 'verifiesCustomerIdentity',
		topic: 'kyc',
		text: 'Does the company verify the identity of every customer before starting a relationship?',
	},
	{
		key: 'identifiesBeneficialOwners',
		topic: 'kyc',
		text: 'Does the company identify and verify the ultimate beneficial owners of its corporate customers?',
	},
	{
		key: 'refreshesCustomerInformation',
		topic: 'kyc',
		text: 'Does the company keep customer information up to date through periodic reviews?',
	},
	// Sanctions screening
	{
		key: 'screensAgainstSanctions',
		topic: 'sanctions',
		text: 'Does the company screen customers and beneficial owners against sanctions lists (UN, OFAC, EU, UK and local lists)?',
	},
	{
		key: 'screensTransactionsForSanctions',
		topic: 'sanctions',
		text: 'Does the company screen transactions and counterparties against sanctions lists?',
	},
	{
		key: 'noSanctionedCountryBusiness',
		topic: 'sanctions',
		text: 'Does the company refuse business with comprehensively sanctioned countries and persons?',
	},
	// Transaction monitoring
	{
		key: 'monitorsTransactions',
		topic: 'monitoring',
		text: 'Does the company monitor transactions to detect unusual or suspicious activity?',
	},
	{
		key: 'reportsSuspiciousActivity',
		topic: 'monitoring',
		text: 'Does the company report suspicious transactions to the financial intelligence unit or the competent authority?',
	},
	{
		key: 'monitorsCryptoWallets',
		topic: 'monitoring',
		text: 'Does the company screen the crypto-asset addresses it transacts with for illicit activity, where it deals in crypto-assets?',
	},
	// Training
	{ key: 'trainsStaff', topic: 'training', text: 'Does the company give AML training to its relevant staff?' },
	{
		key: 'trainingRecordsKept',
		topic: 'training',
		text: 'Does the company train staff at least once a year and keep records of the training given?',
	},
	// Outsourcing
	{
		key: 'outsourcesAmlFunctions',
		topic: 'outsourcing',
		text: 'Does the company outsource any part of its AML programme to a third party?',
	},
	{
		key: 'overseesOutsourcedFunctions',
		topic: 'outsourcing',
		text: 'If it does, does the company remain responsible for and oversee the outsourced functions?',
	},
] as const satisfies readonly AmlQuestion[]

export type AmlQuestionKey = (typeof AML_QUESTIONS)[number]['key']
export const AML_QUESTION_KEYS = AML_QUESTIONS.map((question) => question.key) as [AmlQuestionKey, ...AmlQuestionKey[]]

/** The questions of one topic, in order. */
export const amlQuestionsOf = (topic: AmlTopic) => AML_QUESTIONS.filter((question) => question.topic === topic)

/**
 * Follow-up questions: asked only when the question they follow was
 * answered Yes ('If it does, …'). Answered No, the follow-up does not
 * apply: it is not required, not counted, and an answer to it is dropped.
 */
export const AML_FOLLOW_UPS: Partial<Record<AmlQuestionKey, AmlQuestionKey>> = { overseesOutsourcedFunctions: 'outsourcesAmlFunctions' }

/** Whether a question applies to these answers (a follow-up applies unless its question was answered No). */
export const amlQuestionApplies = (key: AmlQuestionKey, answers: Partial<Record<string, boolean | undefined>>) => {
	const parent = AML_FOLLOW_UPS[key]
	return !parent || answers[parent] !== false
}

/** The questions that apply to these answers, and how many of them are answered. */
export function amlProgress(answers: Partial<Record<string, boolean | undefined>>) {
	const applicable = AML_QUESTIONS.filter((question) => amlQuestionApplies(question.key, answers))
	return { answered: applicable.filter((question) => typeof answers[question.key] === 'boolean').length, total: applicable.length }
}

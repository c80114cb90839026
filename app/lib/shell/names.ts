import type { Profile } from '#contract/shell.ts'

/** A person's or a company's name, as the shell shows it. */
export function displayName(profile: Pick<Profile, 'accountType' | 'businessName' | 'firstName' | 'lastName'>) {
	if (profile.accountType !== 'INDIVIDUAL' && profile.businessName) return profile.businessName
	return `${profile.firstName} ${profile.lastName}`.trim()
}

/** INDIVIDUAL accounts are labelled Personal, every other type Company. */
export function accountTypeLabel(accountType: Profile['accountType']) {
	return accountType === 'INDIVIDUAL' ? 'Personal' : 'Company'
}

import type { Profile } from '#contract/shell.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import type { Db } from '../db/database.ts'
import { listSubscriptionRows } from '../products/subscriptions.ts'
import type { SubscriptionRow } from '../products/schema.ts'

/** Every field of the contract's profile; `services` lists subscriptions in any state. */
export function toProfile(row: IntegratorRow, subscriptionRows: SubscriptionRow[]): Profile {
	return {
		pk: row.pk,
		email: row.email,
		firstName: row.firstName,
		lastName: row.lastName,
		businessName: row.businessName,
		logoUrl: row.logoUrl,
		createdAt: row.createdAt.toISOString(),
		webhookUrl: row.webhookUrl,
		accountType: row.accountType,
		domain: row.domain,
		country: row.country,
		kybVerified: row.kybVerified,
		emailVerified: row.emailVerified,
		contactVerified: row.contactVerified,
		contactNumber: row.contactNumber,
		checkBlacklistOnWithdrawal: row.checkBlacklistOnWithdrawal,
		alwaysShowBlacklistCheck: row.alwaysShowBlacklistCheck,
		mfaPreference: row.mfaPreference,
		pinExists: row.pinHash !== null,
		passwordExists: row.passwordHash !== null,
		twoFAEnabled: row.twoFAEnabled,
		services: subscriptionRows.map((subscription) => subscription.name),
		onboarding: {
			status: row.onboardingStatus,
			shareholdersNeedUpdate: row.shareholdersNeedUpdate,
			documentsNeedUpdate: row.documentsNeedUpdate,
		},
	}
}

export async function loadProfile(db: Db, row: IntegratorRow) {
	return toProfile(row, await listSubscriptionRows(db, row.pk))
}


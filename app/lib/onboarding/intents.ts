import { z } from 'zod'

/**
 * Every post of the onboarding pages: a step's Save and continue and Back,
 * the pickers' Update (without JavaScript), a document's upload and
 * removal, a person's save and removal, and the review's Resubmit.
 */
export const onboardingIntents = z.enum([
	'save',
	'back',
	'update-places',
	'upload-document',
	'remove-document',
	'save-person',
	'remove-person',
	'resubmit',
])

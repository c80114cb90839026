/* A local transfer's field lengths, without zod: the transfer form names them on its first visit (transfers.ts builds the schemas on them; docs/decisions/120-light-forms.md). */

/** Every bank's account numbers have ten digits. */
export const ACCOUNT_NUMBER_LENGTH = 10
export const NARRATION_MAX_LENGTH = 100

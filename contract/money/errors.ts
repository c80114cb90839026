import { SETTINGS_ERROR_CODES } from '../settings/error-codes.ts'

/**
 * The money calls' refusals. Bad input is 400 with one errors[] item per
 * field (`field` names it, `message` is the text to show); the codes below
 * mark the refusals a screen may treat specially. None is 401/403, which the
 * dashboard reads as "log out".
 */
export const MONEY_ERROR_CODES = {
	/** 400, field `amount`: amount plus fee above the funding balance. */
	insufficientBalance: 'INSUFFICIENT_BALANCE',
	/** 400, field `pin`: the integrator has no PIN yet. */
	pinNotSet: 'PIN_NOT_SET',
	/** 400, field `pin`, with `attemptsLeft` before the lock; 429 PIN_LOCKED after five in a row (30 minutes). */
	wrongPin: SETTINGS_ERROR_CODES.wrongPin,
	pinLocked: SETTINGS_ERROR_CODES.pinLocked,
	/** 400, field `token`: 2FA is on and the code is missing or wrong; 429 TWO_FA_LOCKED after five wrong. */
	totpRequired: SETTINGS_ERROR_CODES.totpRequired,
	invalidTotp: SETTINGS_ERROR_CODES.invalidTotp,
	twoFALocked: SETTINGS_ERROR_CODES.twoFALocked,
	/** 409: the idempotency key was used before for a different request. */
	idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
	/** 400, field `lek`. */
	invalidCursor: 'INVALID_CURSOR',
	/** 400, field `bankCode`. */
	unknownBank: 'UNKNOWN_BANK',
	/** 422, field `accountNumber`: the bank has no such account. */
	accountNotFound: 'ACCOUNT_NOT_FOUND',
	/** 409, field `quoteId`: the quote's time is up; ask for a new one. */
	quoteExpired: 'QUOTE_EXPIRED',
	/** 409: settle or fail a transfer that is already final. */
	transferFinal: 'TRANSFER_FINAL',
} as const

export const MONEY_MESSAGES = {
	insufficientBalance: 'Insufficient balance: the amount and its fee are more than your funding balance',
	pinNotSet: 'Create a transaction PIN in Settings → Security first',
	wrongPin: 'Your PIN is not correct',
	idempotencyConflict: 'This idempotency key was already used for a different request',
	idempotencyMismatch: 'The Idempotency-Key header and the idempotencyKey field differ',
	unknownBank: 'Choose a bank from the list',
	accountNotFound: 'No account with this number at the chosen bank',
	transferNotFound: 'No transfer with this id',
	quoteNotFound: 'No quote with this id',
	quoteExpired: 'This quote has expired: ask for a new one',
	topupNotFound: 'No top-up with this id',
	accountNotFoundById: 'No account with this id',
	transactionNotFound: 'No transaction with this id',
	transferFinal: (status: string) => `This transfer is already final (${status})`,
	transferCreated: 'Transfer submitted',
	transferReplayed: 'Transfer already submitted with this idempotency key',
} as const

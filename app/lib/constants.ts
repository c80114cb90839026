/** Business constants, with their units in their names. */
export const TOAST_DURATION_MS = 5_000
export const PROVIDER_TIMEOUT_MS = 20_000
export const MESSENGER_DELAY_MS = 3_000

/** Inactivity: prompt at 25 minutes idle, log out at 30. */
export const INACTIVITY_PROMPT_MS = 25 * 60_000
export const INACTIVITY_LOGOUT_MS = 30 * 60_000
export const ACTIVITY_SAMPLE_MS = 5_000
export const INACTIVITY_TICK_MS = 1_000
/** The browser tells the server about activity at most this often. */
export const KEEP_ALIVE_INTERVAL_MS = 60_000

export const BUSINESS_NAME_MAX_CHARS = 20

export const ERROR_TOAST_TITLE = 'Ooooops'
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.'

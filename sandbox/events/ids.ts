import { randomBytes } from 'node:crypto'

/** Ids say what they name: 'evt_' an event, 'whd_' a webhook delivery (contract/events/api.ts checks the shape). */
export const newEventsId = (prefix: 'evt' | 'whd') => `${prefix}_${randomBytes(10).toString('hex')}`

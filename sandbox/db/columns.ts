import { timestamp } from 'drizzle-orm/pg-core'

/**
 * Column helpers shared by every area's schema. Timestamps are written by the
 * application (not `defaultNow()`) so a test clock (`startSandbox({ now })`)
 * rules every one.
 */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull()
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull()

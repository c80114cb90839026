import type { Db } from './db/database.ts'
import type { WebhookSettings } from './events/settings.ts'
import type { Logger } from './logger.ts'
import type { Mailer } from './outbox/mailer.ts'
import type { RateLimiter } from './rate-limit.ts'

/** What every route and control function needs; built once per sandbox instance. */
export type SandboxContext = {
	db: Db
	/** Milliseconds since the epoch; tests replace it to move time forward. */
	now: () => number
	/** HS256 key for access tokens (sign and verify). */
	jwtKey: CryptoKey
	log: Logger
	/** Sends real e-mail when SMTP_URL is set; null otherwise. */
	mailer: Mailer | null
	rateLimiter: RateLimiter
	latencyMs: number
	/** The secret a proxy proves itself with (X-Proxy-Secret) before X-Forwarded-For is believed; null: never believed. */
	proxySecret: string | null
	/** Base URL for links the sandbox hands out (no trailing slash); null: the request's origin. */
	publicUrl: string | null
	/**
	 * SANDBOX_DASHBOARD_URL: the dashboard's origin (no trailing slash), which the review e-mails link
	 * to (onboarding/notices.ts); null: the sandbox does not know where the dashboard is.
	 */
	dashboardUrl: string | null
	/**
	 * What the control API, outbox and mailbox need (http/control-access.ts): SANDBOX_CONTROL_TOKEN, or
	 * the one made at the first start and kept in DATA_DIR (http/control-token.ts). Never open.
	 */
	controlToken: string
	/** How webhooks are sent: time limit, retries, where to (SANDBOX_WEBHOOK_*, sandbox/events/settings.ts). */
	webhooks: WebhookSettings
}

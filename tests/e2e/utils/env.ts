/**
 * Ports and origins of the servers Playwright starts (playwright.config.ts).
 * Always `localhost`, never 127.0.0.1: cookies are per host.
 */
export const DASHBOARD_PORT = Number(process.env.E2E_PORT ?? 3100)
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4100)
export const DASHBOARD_URL = `http://localhost:${DASHBOARD_PORT}`
/** The sandbox is only called from Node (no cookies), and listens on 127.0.0.1. */
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`
/** The messenger widget script the dashboard loads; tests answer it with page.route. */
export const MESSENGER_SCRIPT_URL = `${DASHBOARD_URL}/__fake-messenger.js`
export const MESSENGER_APP_ID = 'e2e-messenger'
/** The demo users the sandbox creates on its first start. */
export const DEMO_PASSWORD = 'Sandbox.Demo-2026'
export const DEMO_COMPANY_EMAIL = 'demo-company@sandbox.test'
/**
 * The e2e server's SESSION_SECRET: made by the runner once per run
 * (playwright.config.ts), inherited by the workers, which seal the sessions
 * made for tests with it (fixtures.ts).
 */
export const E2E_SESSION_SECRET = process.env.E2E_SESSION_SECRET ?? ''

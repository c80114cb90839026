/**
 * The short allow-list of configuration the browser may see (serialised
 * into every page, so nothing secret).
 */
export type PublicEnv = {
	ENVIRONMENT: string
	MESSENGER_APP_ID: string | null
	MESSENGER_SCRIPT_URL: string | null
	MARKETING_URL: string
	API_DOCS_URL: string
	SUPPORT_EMAIL: string
}

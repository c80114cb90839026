import type { AppLoadContext } from '@remix-run/node'
import type { User } from './user.server.ts'

/**
 * What is fetched once per request however many loaders ask (record 024):
 * the signed-in user, with their profile, subscriptions and onboarding record.
 */
export type RequestState = { user?: Promise<User> }

declare module '@remix-run/node' {
	interface AppLoadContext {
		/**
		 * Made once per request by the server (`getLoadContext`) and handed by
		 * Remix to every loader and action of it as `context`. The action keeps
		 * its own: the loaders that run after it in the same request (a form
		 * posted without JavaScript) must read what it changed, not what it read.
		 */
		readonly perRequest: { action: RequestState; loaders: RequestState }
	}
}

/**
 * The load context of one request: server/app.ts passes it to Remix's
 * request handler, and vite.config.ts does the same for the dev server.
 * Plain objects only: the HTTP server (esbuild) and the routes (Vite) are
 * bundled apart, so nothing here may depend on one copy of a module.
 */
export function getLoadContext(): AppLoadContext {
	return { perRequest: { action: {}, loaders: {} } }
}

/** The state shared by the loaders of this request, or the action's own. */
export function requestState(request: Request, context: AppLoadContext): RequestState {
	return request.method === 'GET' || request.method === 'HEAD' ? context.perRequest.loaders : context.perRequest.action
}

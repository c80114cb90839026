import type { User } from '../user.server.ts'
import { handleSubscriptionAction } from './subscription-actions.server.ts'

/**
 * A service overview page's change of its own, the service's deactivation: each
 * overview's action runs it behind that page's service guard.
 */
export async function handleServiceLandingAction(request: Request, user: User) {
	return handleSubscriptionAction(request, user, { redirectTo: '/products' })
}

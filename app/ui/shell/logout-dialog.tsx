import { Form, Link, useLocation } from '@remix-run/react'
import { withoutDialog } from '#app/lib/shell/dialog-urls.ts'
import { buttonClass, SubmitButton } from '../kit/button.tsx'
import { UrlDialog } from '../kit/dialog.tsx'
import { trackMessengerLogout } from './messenger.tsx'

/** Logout asks first. Opened by `?dialog=logout`. */
export function LogoutDialog() {
	const location = useLocation()
	const closeTo = withoutDialog(location.pathname, location.search)
	return (
		<UrlDialog title="Log out?" labelId="logout-title" closeTo={closeTo}>
			<p className="text-sm text-gray-600">You will need a new login link or your password to come back.</p>
			<Form
				method="POST"
				action="/auth/logout"
				className="mt-6 flex justify-end gap-3"
				onSubmit={() => {
					trackMessengerLogout()
					// The server also sends Clear-Site-Data; this covers browsers that ignore it.
					window.localStorage.clear()
					window.sessionStorage.clear()
				}}
			>
				<Link to={closeTo} replace preventScrollReset className={buttonClass('secondary')}>
					Cancel
				</Link>
				<SubmitButton variant="danger" pendingLabel="Logging out...">
					Log out
				</SubmitButton>
			</Form>
		</UrlDialog>
	)
}

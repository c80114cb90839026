/** The id of every layout's main landmark, where 'Skip to content' leads. */
export const MAIN_ID = 'main-content'

/**
 * 'Skip to content', the first thing on every page (the root layout renders
 * it before the banner and the navigation): hidden until it has the focus, so
 * a keyboard user passes the sidebar and the top bar in one key
 * (docs/decisions/116-page-header-breadcrumbs-and-titles.md). The main
 * landmark takes the focus (tabIndex -1), so the next Tab starts in the page.
 */
export function SkipLink() {
	return (
		<a
			href={`#${MAIN_ID}`}
			className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-ink focus:shadow-lg focus:ring-2 focus:ring-brand-600"
		>
			Skip to content
		</a>
	)
}

import { SubmitButton } from '../kit/button.tsx'

/**
 * The buttons under a step's form. 'Back' is a submit button too: it saves
 * what was typed as a draft (whatever passes its field's check) before going
 * back, so nothing typed is lost.
 */
export function StepActions({ hasBack, saveLabel = 'Save and continue' }: { hasBack: boolean; saveLabel?: string }) {
	return (
		<div className="flex flex-wrap items-center gap-3 border-t border-gray-100 pt-4">
			{/* Save comes first in the form, so Enter in a field saves rather than goes back. */}
			<SubmitButton name="intent" value="save" pendingLabel="Saving...">
				{saveLabel}
			</SubmitButton>
			{hasBack ? (
				<SubmitButton name="intent" value="back" variant="secondary" formNoValidate className="order-first" pendingLabel="Saving...">
					Back
				</SubmitButton>
			) : null}
		</div>
	)
}

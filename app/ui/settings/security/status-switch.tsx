/**
 * An on/off state shown as a switch the user cannot flip here (2FA once set,
 * a verified phone): the change happens through the steps beside it.
 */
export function StatusSwitch({ on, label }: { on: boolean; label: string }) {
	return (
		<span
			role="switch"
			aria-checked={on}
			aria-label={label}
			aria-disabled="true"
			className={
				on
					? 'rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white'
					: 'rounded-full bg-gray-200 px-3 py-1 text-xs font-semibold text-gray-700'
			}
		>
			{on ? 'On' : 'Off'}
		</span>
	)
}

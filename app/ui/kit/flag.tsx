/**
 * A country's flag as an image (from the flag-icons set, served at
 * /flags/<code>.svg), decorative: the country's name always stands beside it.
 */
export function Flag({ code, className = '' }: { code: string; className?: string }) {
	if (!/^[A-Za-z]{2}$/.test(code)) return null
	return (
		<img
			src={`/flags/${code.toLowerCase()}.svg`}
			alt=""
			width={20}
			height={15}
			loading="lazy"
			className={`inline-block h-[15px] w-5 rounded-sm object-cover align-[-2px] ring-1 ring-black/10 ${className}`}
		/>
	)
}

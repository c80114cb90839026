import {
	ArrowLeft,
	ArrowRight,
	Check,
	ChevronDown,
	ChevronsLeft,
	ChevronsRight,
	House,
	LayoutGrid,
	ListChecks,
	LogOut,
	Settings,
	Trash2,
	Wallet,
	X,
	type LucideIcon,
} from 'lucide-react'
import type { NavIcon } from '#app/lib/shell/navigation.ts'
import { cn } from './cn.ts'

/**
 * Every icon of the product, from one SVG set (Lucide): drawn the same on
 * every machine, where Unicode symbols depend on the fonts installed.
 */
const ICONS = {
	dashboard: House,
	subscriptions: ListChecks,
	accounts: Wallet,
	products: LayoutGrid,
	settings: Settings,
	logout: LogOut,
	'chevron-down': ChevronDown,
	collapse: ChevronsLeft,
	expand: ChevronsRight,
	back: ArrowLeft,
	forward: ArrowRight,
	close: X,
	check: Check,
	delete: Trash2,
} satisfies Record<NavIcon | string, LucideIcon>

export type IconName = keyof typeof ICONS

/** A decorative icon: the text beside it (or the control's label) says what it means. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
	const Svg = ICONS[name]
	return <Svg aria-hidden="true" focusable="false" className={cn('size-4 shrink-0', className)} strokeWidth={2} />
}

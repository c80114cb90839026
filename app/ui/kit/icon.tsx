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
	type IconNode,
} from 'lucide'
import { createElement, type ReactElement } from 'react'
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
} satisfies Record<NavIcon | string, IconNode>

export type IconName = keyof typeof ICONS

/**
 * Each icon's shapes as React elements, made on first use and kept: the set
 * is static data, so a render only places them (lucide-react rebuilt every
 * icon's element tree and class list on every render; what that cost is in
 * docs/decisions/070-performance.md#048-icons-are-drawn-from-lucides-static-shapes-made-into-elements-once).
 */
const shapes: Partial<Record<IconName, ReactElement[]>> = {}
function shapesOf(name: IconName) {
	return (shapes[name] ??= ICONS[name].map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })))
}

/** A decorative icon: the text beside it (or the control's label) says what it means. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
	return (
		<svg
			xmlns="http://www.w3.org/2000/svg"
			width="24"
			height="24"
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth={2}
			strokeLinecap="round"
			strokeLinejoin="round"
			aria-hidden="true"
			focusable="false"
			className={cn('size-4 shrink-0', className)}
		>
			{shapesOf(name)}
		</svg>
	)
}

/**
 * The Wallet service's back office the wallet flows drive: deposits arriving
 * on chain and their confirmations (the sandbox's control API).
 */
import type { Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { sandboxFetch } from '../utils/sandbox'

export type SandboxDeposit = { id: string; status: string; confirmations: number; requiredConfirmations: number; amount: string }

/** A deposit of `amount` arriving at the integrator's main wallet of `asset` on `network` (pending, 0 confirmations). */
export async function walletDeposit(email: string, body: { asset: string; network: string; amount: string; address?: string }) {
	const answer = await sandboxFetch<{ data: SandboxDeposit }>(
		`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/wallets/deposits`,
		{ body },
	)
	return answer.data
}

/** `count` more blocks on top of a deposit: credited once it has its network's confirmations. */
export async function confirmDeposit(id: string, count: number) {
	const answer = await sandboxFetch<{ data: SandboxDeposit }>(
		`/sandbox/v1/control/wallets/deposits/${encodeURIComponent(id)}/confirmations`,
		{
			body: { count },
		},
	)
	return answer.data
}

/** What the QR code image `selector` holds, read from a screenshot of it as a phone's camera would. */
export async function decodeQr(page: Page, locator: ReturnType<Page['locator']>) {
	const png = PNG.sync.read(await locator.screenshot())
	return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null
}

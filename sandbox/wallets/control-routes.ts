import { Hono } from 'hono'
import { assetSchema, priceRequestSchema } from '#contract/wallets/api.ts'
import { failWithdrawalRequestSchema } from '#contract/wallets/withdrawals.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { answer } from '../http/refusal.ts'
import { readBody, readJsonObject } from '../http/request.ts'
import { fail, ok } from '../responses.ts'
import { confirmDeposit, mineBlocksRequest, receiveWalletDeposit } from './deposits.ts'
import { movePrice } from './market.ts'
import { toWalletTransaction } from './wallets.ts'
import { moveWithdrawal } from './withdrawals.ts'

/**
 * /sandbox/v1/control/…: the chain's side of the Wallet service (contract/wallets/api.ts):
 * deposits arriving, confirmations, blocks, prices, withdrawals broadcast, completed or failed.
 * A price set reviews the Lending service's loans against that asset (sandbox/lending/).
 */
export function walletControlRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()

	app.post('/v1/control/integrators/:email/wallets/deposits', async (c) => {
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		return answer(c, await receiveWalletDeposit(ctx, c.req.param('email'), body.data), 'Deposit received', 201)
	})

	app.post('/v1/control/wallets/deposits/:id/confirmations', async (c) => {
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		return answer(c, await confirmDeposit(ctx, c.req.param('id'), body.data), 'Confirmations added')
	})

	app.post('/v1/control/wallets/blocks', async (c) => {
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		return answer(c, await mineBlocksRequest(ctx, body.data), 'Blocks mined')
	})

	app.put('/v1/control/wallets/prices/:asset', async (c) => {
		const asset = assetSchema.safeParse(c.req.param('asset'))
		if (!asset.success) {
			const message = asset.error.issues[0]!.message
			return fail(c, 400, message, [{ message, field: 'asset' }])
		}
		const input = await readBody(c, priceRequestSchema)
		if (!input.ok) return input.response
		return ok(c, 'Price set', await movePrice(ctx, asset.data, input.data.usd))
	})

	// A withdrawal's life on the chain: broadcast, complete, or fail (amount and fees returned once).
	const moves = { broadcast: 'BROADCAST', complete: 'COMPLETED', fail: 'FAILED' } as const
	for (const [verb, to] of Object.entries(moves)) {
		app.post(`/v1/control/wallets/withdrawals/:id/${verb}`, async (c) => {
			const input = await readBody(c, failWithdrawalRequestSchema)
			if (!input.ok) return input.response
			const moved = await moveWithdrawal(ctx, c.req.param('id'), to, input.data.reason)
			return moved.ok
				? ok(c, `Withdrawal ${to.toLowerCase()}`, toWalletTransaction(moved.row))
				: fail(c, moved.status, moved.message, moved.errors)
		})
	}

	return app
}

import { fromMinorUnits, toMinorUnits } from '../money/amounts.ts'
import { CURRENCY_DECIMALS, type CryptoAsset } from '../money/currencies.ts'
import { checkAddress } from './addresses.ts'
import { isAssetOnNetwork, NETWORKS, tokenContract, type WalletNetwork } from './networks.ts'

/**
 * What the deposit QR code holds: the URI a phone wallet reads to fill in a
 * payment to the address (and, when given, the amount).
 *
 * - Bitcoin, BIP-21: `bitcoin:<address>[?amount=<BTC as a decimal>]`.
 * - Ethereum, EIP-681: `ethereum:<address>[?value=<wei>]` for ETH, and for an
 *   ERC-20 token a call of its contract's transfer:
 *   `ethereum:<token contract>/transfer?address=<address>[&uint256=<token units>]`
 *   (the contracts: contract/wallets/networks.ts TOKEN_CONTRACTS). No
 *   `@chain_id`: EIP-681 leaves the wallet on its current network without one,
 *   and the sandbox's addresses are mainnet ones.
 * - Tron: the bare address. Tron has no payment URI standard (tronprotocol/tips
 *   holds none; the "TIP-17" some cite for `tron:` is the energy limit model),
 *   and TronLink's scanner refuses `tron:…` as "Incorrect account address
 *   format", while every Tron wallet reads the bare address exchanges show. So
 *   the amount is not carried: the page shows it beside the code.
 */

export type PaymentRequest = {
	asset: CryptoAsset
	network: WalletNetwork
	/** A valid address of `network` (checkAddress); refused with an Error otherwise. */
	address: string
	/** A positive decimal of the asset ("0.0015"), at most its decimals; omitted: no amount in the URI. */
	amount?: string
}

/** ETH amounts are kept to 8 decimals (contract/money/currencies.ts); a wei is 10^-18 ETH. */
const WEI_PER_ETH_UNIT = 10n ** BigInt(18 - CURRENCY_DECIMALS.ETH)

/** 150000n BTC units → "0.0015", 200000000n → "2": BIP-21's decimal, without padding. */
const plainDecimal = (value: bigint, asset: CryptoAsset) =>
	fromMinorUnits(value, asset)
		.replace(/(\.\d*?)0+$/, '$1')
		.replace(/\.$/, '')

function units(amount: string, asset: CryptoAsset): bigint {
	const value = toMinorUnits(amount, asset)
	if (value <= 0n) throw new Error('A payment amount is above zero')
	return value
}

export function paymentUri({ asset, network, address, amount }: PaymentRequest): string {
	if (!isAssetOnNetwork(asset, network)) throw new Error(`${asset} is not held on ${NETWORKS[network].label}`)
	const check = checkAddress(network, address)
	if (!check.ok) throw new Error(check.message)
	const to = check.address
	switch (network) {
		case 'BTC':
			return amount === undefined ? `bitcoin:${to}` : `bitcoin:${to}?amount=${plainDecimal(units(amount, asset), asset)}`
		case 'ETH': {
			const token = tokenContract(asset, network)
			if (token) {
				const base = `ethereum:${token}/transfer?address=${to}`
				// Token units: USDT and USDC have 6 decimals on Ethereum, as in the ledger.
				return amount === undefined ? base : `${base}&uint256=${units(amount, asset)}`
			}
			return amount === undefined ? `ethereum:${to}` : `ethereum:${to}?value=${units(amount, asset) * WEI_PER_ETH_UNIT}`
		}
		case 'TRON':
			return to
	}
}

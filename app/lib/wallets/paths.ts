/**
 * The Wallet service's paths, apart from app/lib/wallets/all-wallets.ts and
 * its schemas: a page that only links there (the home page's wallets block)
 * loads neither zod nor the address checks (docs/decisions/113-light-pages.md).
 */
export const ALL_WALLETS_PATH = '/product/wallet-service/all-wallets'
export const WALLET_SERVICE_PATH = '/product/wallet-service'

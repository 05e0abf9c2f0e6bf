// Apart from kit/eip1193: wallet discovery names wallets at once, the requests to them load with the first use.
/** A wallet's name as a wallet client type (`Portico Test Wallet` -> `portico_test_wallet`). */
export const walletSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'unknown';

/** The connector type of a Wallet Standard wallet's connection (the provider's own name for it). */
export const SOLANA_CONNECTOR = 'solana_adapter';

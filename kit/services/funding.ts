/** The funding plugin's: opens its flow for an address on a chain (the send-transaction screen's "Add funds"). */
export interface FundingService {
  fundWallet(address: string, options: { chainId: number; amount?: string; asset?: string }): Promise<void>;
}

declare module '../../kernel/services' {
  interface PorticoServices {
    funding: FundingService;
  }
}

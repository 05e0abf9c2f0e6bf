export interface SiweMessageInput {
  address: `0x${string}`;
  chainId: number;
  nonce: string;
  statement: string;
  /** The page's host and origin: the provider checks both against the calling origin. */
  domain: string;
  uri: string;
  issuedAt: Date;
}

/** The EIP-4361 message (version 1), built by viem, which loads with the first wallet login only. */
export async function buildSiweMessage(input: SiweMessageInput): Promise<string> {
  const { createSiweMessage } = await import('viem/siwe');
  return createSiweMessage({ ...input, version: '1' });
}

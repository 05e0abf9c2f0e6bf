import { getAddress, verifyMessage, type Hex } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { invalidCredentials } from '../../shared/http-error';
import type { FarcasterAccountRecord, FarcasterChannelRecord } from '../../shared/records';
import type { Repository } from '../../shared/repository';
import { assertSiweOrigin, assertSiweTimes, assertValidSiwe, invalidMessage, parseSiwe } from '../siwe-message';
import { custodyAccount, custodyAddress, findFarcasterAccount } from '../../stand-ins/farcaster/registry';

/**
 * Sign-In With Farcaster (FIP-11, as Farcaster's AuthKit writes it): an EIP-4361 message for the page that opened the
 * channel, on OP Mainnet, with the channel's nonce and the fid as a resource, signed by the fid's custody key.
 */

export const FARCASTER_CHAIN_ID = 10;
export const SIWF_STATEMENT = 'Farcaster Auth';
export const fidResource = (fid: number) => `farcaster://fid/${fid}`;

export interface SiwfProof {
  message: string;
  signature: string;
  fid: number;
}

/** What the Farcaster app signs with the account's custody key when the person approves. */
export async function signSiwf(channel: FarcasterChannelRecord, account: FarcasterAccountRecord, nowMs: number) {
  const custody = custodyAccount(account);
  const message = createSiweMessage({
    domain: new URL(channel.origin).host,
    address: custody.address,
    statement: SIWF_STATEMENT,
    uri: channel.origin,
    version: '1',
    chainId: FARCASTER_CHAIN_ID,
    nonce: channel.nonce,
    issuedAt: new Date(nowMs),
    resources: [fidResource(account.fid)],
  });
  return { message, signature: await custody.signMessage({ message }) };
}

/**
 * The provider's checks of a proof against the channel it came through: the message's form, domain and URI (the page
 * that opened the channel), chain, nonce, fid and times, then the signature, which must be the fid's custody key's.
 * Answers the registered account.
 */
export async function verifySiwf(
  repo: Repository,
  channel: FarcasterChannelRecord,
  proof: SiwfProof,
  nowMs: number,
): Promise<FarcasterAccountRecord> {
  const fields = parseSiwe(proof.message);
  assertSiweOrigin(fields, channel.origin);
  if (fields.chainId !== FARCASTER_CHAIN_ID) throw invalidMessage(`The message's Chain ID ${fields.chainId} is not ${FARCASTER_CHAIN_ID}`);
  if (fields.nonce !== channel.nonce) throw invalidMessage("The message's nonce is not the Farcaster channel's");
  const resource = fidResource(proof.fid);
  if (!fields.resources?.includes(resource)) throw invalidMessage(`The message's resources do not name ${resource}`);
  assertSiweTimes(fields, channel, nowMs);
  assertValidSiwe(fields, nowMs);

  const signer = getAddress(fields.address);
  const signed = await verifyMessage({ address: signer, message: proof.message, signature: proof.signature as Hex }).catch(() => false);
  if (!signed) throw invalidCredentials(`The signature is not ${signer}'s`);
  const account = findFarcasterAccount(repo, proof.fid);
  if (!account) throw invalidCredentials(`No Farcaster account has fid ${proof.fid}`);
  // A valid signature by any other key proves nothing about the fid.
  const custody = custodyAddress(account);
  if (signer !== custody) {
    throw invalidCredentials(`The message is signed by ${signer}, not by fid ${proof.fid}'s custody address ${custody}`);
  }
  return account;
}

import type { Address } from 'viem';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { ApiError } from '../shared/http-error';
import type { SiweNonceRecord } from '../shared/records';

/** EIP-4361 messages, parsed and checked with viem's SIWE helpers. */

/** How far a wallet's clock may run ahead of (or behind) the emulator's for Issued At. */
export const SIWE_CLOCK_SKEW_MS = 60 * 1000;

export const invalidMessage = (message: string) => new ApiError(400, 'invalid_message', message);

/** The fields a login needs; EIP-4361 makes every one of them mandatory. */
export interface SiweFields {
  domain: string;
  address: Address;
  uri: string;
  version: '1';
  chainId: number;
  nonce: string;
  issuedAt: Date;
  scheme?: string | undefined;
  expirationTime?: Date | undefined;
  notBefore?: Date | undefined;
  resources?: string[] | undefined;
}

const REQUIRED = ['domain', 'address', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'] as const;

export function parseSiwe(message: string): SiweFields {
  const parsed = parseSiweMessage(message);
  const missing = REQUIRED.find((field) => parsed[field] === undefined);
  if (missing) throw invalidMessage(`Not a Sign-In With Ethereum (EIP-4361) message: no ${missing} found`);
  if (parsed.version !== '1') throw invalidMessage(`Unsupported message version ${parsed.version}: expected 1`);
  return parsed as SiweFields;
}

/** A time field as a Date: viem parses one that is not RFC 3339 as an invalid Date. */
function timeOf(date: Date, field: string): number {
  const ms = date.getTime();
  if (Number.isNaN(ms)) throw invalidMessage(`The message's ${field} is not an RFC 3339 time`);
  return ms;
}

const originOf = (uri: string) => (URL.canParse(uri) ? new URL(uri).origin : null);

/** Domain and URI: the page that called, so a message signed for another site never logs in here. */
export function assertSiweOrigin(fields: SiweFields, origin: string): void {
  const page = new URL(origin);
  if (fields.domain !== page.host) {
    throw invalidMessage(`The message's domain ${fields.domain} is not the calling page's ${page.host}`);
  }
  if (fields.scheme !== undefined && `${fields.scheme}:` !== page.protocol) {
    throw invalidMessage(`The message's scheme ${fields.scheme} is not the calling page's ${page.protocol.slice(0, -1)}`);
  }
  if (originOf(fields.uri) !== origin) {
    throw invalidMessage(`The message's URI ${fields.uri} is not on the calling page's origin ${origin}`);
  }
}

export function assertSiweChain(fields: SiweFields, chainId: number): void {
  if (fields.chainId !== chainId) {
    throw invalidMessage(`The message's Chain ID ${fields.chainId} is not the request's chainId eip155:${chainId}`);
  }
}

/**
 * The message's times: issued after its nonce and not in the future (both within the clock skew, so a message is
 * never older than a nonce lives), and inside its own Not Before / Expiration Time window when it has one.
 */
export function assertSiweTimes(fields: SiweFields, nonce: Pick<SiweNonceRecord, 'issued_at'>, nowMs: number): void {
  const issuedAt = timeOf(fields.issuedAt, 'Issued At');
  if (issuedAt > nowMs + SIWE_CLOCK_SKEW_MS) throw invalidMessage('The message was issued in the future');
  if (issuedAt < nonce.issued_at - SIWE_CLOCK_SKEW_MS) throw invalidMessage('The message was issued before its nonce');
  if (fields.expirationTime && nowMs >= timeOf(fields.expirationTime, 'Expiration Time')) {
    throw invalidMessage(`The message expired at ${fields.expirationTime.toISOString()}`);
  }
  if (fields.notBefore && nowMs < timeOf(fields.notBefore, 'Not Before')) {
    throw invalidMessage(`The message is not valid before ${fields.notBefore.toISOString()}`);
  }
}

/** viem's own EIP-4361 check, last: it also covers what the rules above do not name (the address, the nonce's grammar). */
export function assertValidSiwe(fields: SiweFields, nowMs: number): void {
  if (!validateSiweMessage({ message: fields, time: new Date(nowMs) })) {
    throw invalidMessage('The message is not a valid EIP-4361 message');
  }
}

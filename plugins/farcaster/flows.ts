// The Farcaster flows' work, loaded with the first login, link or signer request: a host offering Farcaster among
// other methods pays for the relay channel, the signer and their schemas only when someone uses them.
export { awaitFarcasterApproval } from './connection';
export { farcasterFailure, signerUnavailable } from './failures';
export { awaitSignerApproval, signerContext } from './signer';

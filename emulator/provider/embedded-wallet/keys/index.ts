/**
 * The key-share core of the embedded wallet frame (served from the provider's origin; the host page
 * never runs this code and never sees a key).
 *
 * A wallet is 16 bytes of entropy: its BIP-39 phrase gives the keys at m/44'/60'/0'/0/{walletIndex} and the Solana
 * key at m/44'/501'/0'/0' (SLIP-0010, solana-wallet.ts). An imported wallet is its 32-byte private key instead
 * (wallet-secret.ts); it is kept exactly the same way.
 * The secret is never stored whole. It is split into three Shamir shares, any two of which rebuild it:
 * - device share: in the frame origin's storage on the user's device;
 * - auth share: held by the provider, released only with a valid access token and a proof by the device key of a
 *   frame the wallet registered (../device-proof.ts);
 * - recovery share: held by the provider encrypted (AES-256-GCM) for the user's recovery method,
 *   under a key from their password (`user-passcode`, PBKDF2-SHA256) or a random key, which the
 *   provider keeps (`privy`, the automatic method) or the user's cloud drive does (`google-drive`).
 * On a known device, device + auth shares rebuild the key; on a new device, recovery + auth.
 * The host page holds no share, and the provider alone holds only the auth share and an encrypted one,
 * so neither can rebuild the key. (With `privy` recovery the provider's key service keeps the recovery key, wrapped,
 * apart from the database: the provider with its key service can rebuild the key, which is what automatic means.)
 */
export { deriveWallet,  } from './derive';
export {  generateEntropy, mnemonicFromEntropy } from './entropy';
export { farcasterSignerKey } from './farcaster-signer';
export {
  decryptWithKey,
  
  encryptForPassword,
  encryptWithKey,
  generateRecoveryKey,
  
  
  
} from './recovery-encryption';
;
export { combineShares, splitEntropy,  } from './shares';
export { slip10Ed25519 } from '../../../shared/slip10';
export {  solanaWalletOf } from './solana-wallet';
export {   walletKeyAt, walletSecretOf,  } from './wallet-secret';

import { base58 } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519';
import type { Wallet, WalletAccount } from '@wallet-standard/base';

type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void;

export interface FakeSolanaWallet {
  name: string;
  address: string;
  publicKey: Uint8Array;
  /** The person's answer to the next connect or signature: approve, or reject as Phantom does (4001). */
  answer: 'approve' | 'reject';
  /** Switches the wallet to no account (the person disconnected it in the wallet). */
  disconnectInWallet(): void;
  unregister(): void;
}

/**
 * A Solana wallet for happy-dom tests, registered through the Wallet Standard's window event as an extension does:
 * a real Ed25519 key, `standard:connect`, `standard:events` and `solana:signMessage`.
 */
export function registerFakeSolanaWallet(name = 'Fake Solana Wallet'): FakeSolanaWallet {
  const secret = ed25519.utils.randomPrivateKey();
  const publicKey = ed25519.getPublicKey(secret);
  const account: WalletAccount = Object.freeze({ address: base58.encode(publicKey), publicKey, chains: ['solana:mainnet'] as const, features: ['solana:signMessage'] as const });
  const listeners = new Set<ChangeListener>();
  let accounts: readonly WalletAccount[] = [];
  let unregister = () => {};
  const decide = () => {
    if (fake.answer === 'reject') throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
  };
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:mainnet', 'solana:devnet'],
    get accounts() {
      return accounts;
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect() {
          decide();
          accounts = [account];
          listeners.forEach((listener) => listener({ accounts }));
          return { accounts };
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: ChangeListener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          decide();
          return inputs.map(({ account: signer, message }) => {
            if (signer.address !== account.address || !accounts.length) throw new Error('Account not connected');
            return { signedMessage: message, signature: ed25519.sign(message, secret) };
          });
        },
      },
    },
  };
  const fake: FakeSolanaWallet = {
    name,
    address: account.address,
    publicKey,
    answer: 'approve',
    disconnectInWallet() {
      accounts = [];
      listeners.forEach((listener) => listener({ accounts }));
    },
    unregister: () => {},
  };
  // The standard's two-way handshake: register now if an app listens, and again when an app says it is ready.
  const callback = ({ register }: { register: (wallet: Wallet) => () => void }) => {
    unregister = register(wallet);
  };
  const onAppReady = (event: Event) => callback((event as CustomEvent<{ register: (wallet: Wallet) => () => void }>).detail);
  window.addEventListener('wallet-standard:app-ready', onAppReady);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  fake.unregister = () => {
    window.removeEventListener('wallet-standard:app-ready', onAppReady);
    unregister();
  };
  return fake;
}

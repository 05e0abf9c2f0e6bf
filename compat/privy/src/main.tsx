import { PrivyProvider, useMfaEnrollment, usePrivy, useSendTransaction, useSignMessage, useSignTypedData, useWallets } from '@privy-io/react-auth';
import { useSignMessage as useSignSolanaMessage, useWallets as useSolanaWallets } from '@privy-io/react-auth/solana';
import { Buffer } from 'buffer';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { defineChain } from 'viem';
import { MAIL } from './mail';

// The SDK's Solana signMessage encodes with the global Buffer, which no browser has: the SDK leaves it to the host.
(globalThis as { Buffer?: typeof Buffer }).Buffer ??= Buffer;

/** The page's settings come from its address: the emulator's URL, the app, and the login methods to offer. */
const params = new URLSearchParams(location.search);
const apiUrl = params.get('api') ?? 'http://127.0.0.1:8787';
const appId = params.get('app') ?? 'demo-app-0000000000000001';
const loginMethods = (params.get('methods') ?? 'email').split(',') as ('email' | 'sms' | 'google' | 'wallet')[];
/** A browser wallet to log in with: the emulator's Portico Test Wallet (EIP-6963 only, no window.ethereum). */
const withWallet = loginMethods.includes('wallet');
const createOnLogin = params.get('create') === 'on' ? 'users-without-wallets' : 'off';
/** A Solana embedded wallet created on login, and the SDK's Solana hooks. */
const solana = params.get('solana') === 'on';
/** The local chain (anvil), when the page is given its RPC URL: the SDK's wallet sends there. */
const chainUrl = params.get('chain');
const localChain = chainUrl
  ? defineChain({ id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chainUrl] } } })
  : null;
/** Where "Send 0.001 ETH" sends: anvil's account 9. */
const RECIPIENT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

/** Adds the emulator's wallet script and waits for it to run, so the wallet has announced itself before the SDK asks. */
function loadTestWallet(): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${apiUrl}/test-wallet/wallet.js`;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Cannot load ${script.src}`));
    document.head.append(script);
  });
}

if (withWallet) {
  // The SDK reads the EIP-6963 wallets it has heard of once window.ethereum exists or `ethereum#initialized` fires (as
  // MetaMask sends it), else after 3 s, and its modal lists only the wallets it had connectors for when it opened. The
  // test wallet sets no window.ethereum, so the page sends the event right after the SDK's request for providers.
  window.addEventListener('eip6963:requestProvider', () => setTimeout(() => window.dispatchEvent(new Event('ethereum#initialized'))));
  await loadTestWallet();
}

/** The embedded wallet through the SDK's own hooks, without its confirmation screens. */
function WalletActions() {
  const { signMessage } = useSignMessage();
  const { signTypedData } = useSignTypedData();
  const { sendTransaction } = useSendTransaction();
  const [signatures, setSignatures] = useState({ message: '', typedData: '', hash: '', error: '' });
  const quiet = { uiOptions: { showWalletUIs: false } };
  const attempt = (work: () => Promise<Partial<typeof signatures>>) =>
    void work().then(
      (done) => setSignatures((before) => ({ ...before, ...done })),
      (error: unknown) => setSignatures((before) => ({ ...before, error: String(error) })),
    );
  return (
    <>
      <button type="button" onClick={() => attempt(async () => ({ message: (await signMessage({ message: 'Hello from the Privy SDK' }, quiet)).signature }))}>
        Sign a message
      </button>
      <button type="button" onClick={() => attempt(async () => ({ typedData: (await signTypedData(MAIL, quiet)).signature }))}>
        Sign typed data
      </button>
      {localChain && (
        <button type="button" onClick={() => attempt(async () => ({ hash: (await sendTransaction({ to: RECIPIENT, value: 10n ** 15n, chainId: localChain.id }, quiet)).hash }))}>
          Send 0.001 ETH
        </button>
      )}
      <output aria-label="Transaction hash">{signatures.hash}</output>
      <output aria-label="Message signature">{signatures.message}</output>
      <output aria-label="Typed data signature">{signatures.typedData}</output>
      <output aria-label="Wallet error">{signatures.error}</output>
    </>
  );
}

/** The Solana embedded wallet through the SDK's Solana entry (`@privy-io/react-auth/solana`). */
function SolanaActions() {
  const { wallets } = useSolanaWallets();
  const { signMessage } = useSignSolanaMessage();
  const [result, setResult] = useState({ signature: '', error: '' });
  const wallet = wallets[0];
  const sign = () =>
    wallet &&
    void signMessage({ message: new TextEncoder().encode('Hello from the Privy SDK'), wallet, options: { uiOptions: { showWalletUIs: false } } }).then(
      ({ signature }) => setResult({ signature: Buffer.from(signature).toString('base64'), error: '' }),
      (error: unknown) => setResult({ signature: '', error: String(error) }),
    );
  return (
    <>
      <output aria-label="Solana address">{wallet?.address ?? ''}</output>
      {wallet && (
        <button type="button" onClick={sign}>
          Sign a Solana message
        </button>
      )}
      <output aria-label="Solana signature">{result.signature}</output>
      <output aria-label="Solana error">{result.error}</output>
    </>
  );
}

/** What the browser tests read and click: the SDK's state and its modal, nothing of Portico's own. */
function Host() {
  const { ready, authenticated, user, login, logout } = usePrivy();
  const { showMfaEnrollmentModal } = useMfaEnrollment();
  // With a browser wallet, the modal must not open before the SDK has made that wallet's connector (see above).
  const { ready: walletsReady } = useWallets();
  if (!ready || (withWallet && !walletsReady)) return <p role="status">Loading</p>;
  return (
    <main>
      <p role="status">{authenticated ? 'Logged in' : 'Logged out'}</p>
      {user && (
        <dl>
          <dt>User id</dt>
          <dd>
            <output aria-label="User id">{user.id}</output>
          </dd>
          <dt>Email</dt>
          <dd>
            <output aria-label="User email">{user.email?.address ?? ''}</output>
          </dd>
          <dt>Phone</dt>
          <dd>
            <output aria-label="User phone">{user.phone?.number ?? ''}</output>
          </dd>
          <dt>Google</dt>
          <dd>
            <output aria-label="Google account">{user.google?.email ?? ''}</output>
          </dd>
          <dt>MFA</dt>
          <dd>
            <output aria-label="MFA methods">{user.mfaMethods.join(', ')}</output>
          </dd>
          <dt>Wallet</dt>
          <dd>
            <output aria-label="Wallet address">{user.wallet?.address ?? ''}</output>
          </dd>
          <dt>Wallet client</dt>
          <dd>
            <output aria-label="Wallet client">{user.wallet?.walletClientType ?? ''}</output>
          </dd>

        </dl>
      )}
      {authenticated && user?.wallet?.walletClientType === 'privy' && <WalletActions />}
      {authenticated && solana && <SolanaActions />}
      {authenticated && (
        <button type="button" onClick={showMfaEnrollmentModal}>
          Set up MFA
        </button>
      )}
      {authenticated ? (
        <button type="button" onClick={() => void logout()}>
          Log out
        </button>
      ) : (
        <button type="button" onClick={() => login()}>
          Log in
        </button>
      )}
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <PrivyProvider
      appId={appId}
      apiUrl={apiUrl}
      config={{
        loginMethods,
        ...(withWallet && { appearance: { walletList: ['detected_ethereum_wallets'], walletChainType: 'ethereum-only' } }),
        embeddedWallets: { ethereum: { createOnLogin }, solana: { createOnLogin: solana ? 'users-without-wallets' : 'off' } },
        ...(localChain && { supportedChains: [localChain], defaultChain: localChain }),
      }}
    >
      <Host />
    </PrivyProvider>
  </StrictMode>,
);

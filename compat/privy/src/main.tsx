import { PrivyProvider, useMfaEnrollment, usePrivy, useSendTransaction, useSignMessage, useSignTypedData } from '@privy-io/react-auth';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { defineChain } from 'viem';
import { MAIL } from './mail';

/** The page's settings come from its address: the emulator's URL, the app, and the login methods to offer. */
const params = new URLSearchParams(location.search);
const apiUrl = params.get('api') ?? 'http://127.0.0.1:8787';
const appId = params.get('app') ?? 'demo-app-0000000000000001';
const loginMethods = (params.get('methods') ?? 'email').split(',') as ('email' | 'sms' | 'google')[];
const createOnLogin = params.get('create') === 'on' ? 'users-without-wallets' : 'off';
/** The local chain (anvil), when the page is given its RPC URL: the SDK's wallet sends there. */
const chainUrl = params.get('chain');
const localChain = chainUrl
  ? defineChain({ id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chainUrl] } } })
  : null;
/** Where "Send 0.001 ETH" sends: anvil's account 9. */
const RECIPIENT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

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

/** What the browser tests read and click: the SDK's state and its modal, nothing of Portico's own. */
function Host() {
  const { ready, authenticated, user, login, logout } = usePrivy();
  const { showMfaEnrollmentModal } = useMfaEnrollment();
  if (!ready) return <p role="status">Loading</p>;
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
          <dt>Embedded wallet</dt>
          <dd>
            <output aria-label="Wallet address">{user.wallet?.address ?? ''}</output>
          </dd>

        </dl>
      )}
      {authenticated && user?.wallet && <WalletActions />}
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
        embeddedWallets: { ethereum: { createOnLogin } },
        ...(localChain && { supportedChains: [localChain], defaultChain: localChain }),
      }}
    >
      <Host />
    </PrivyProvider>
  </StrictMode>,
);

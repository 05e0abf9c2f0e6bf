import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PorticoProvider } from 'portico/react';
import 'portico/styles.css';
import './demo.css';
import { App } from './App';
import { chains, localChain } from './chains';
import { API_URL, DEMO_APP_ID, TEST_SOLANA_WALLET_URL, TEST_WALLET_URL } from './env';
import { porticoLogo } from './logo';
import { plugins } from './plugins';

// The test wallets stand in for browser extensions (an Ethereum one and a Solana one): loaded before the widget looks.
for (const url of [TEST_WALLET_URL, TEST_SOLANA_WALLET_URL]) {
  const script = document.createElement('script');
  script.src = url;
  document.head.append(script);
}

const config = { appearance: { landingHeader: 'Log in or sign up', logo: porticoLogo } };

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <PorticoProvider appId={DEMO_APP_ID} apiUrl={API_URL} plugins={plugins} config={config} chains={chains} defaultChain={localChain}>
      <App />
    </PorticoProvider>
  </StrictMode>,
);

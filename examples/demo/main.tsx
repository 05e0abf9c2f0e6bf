import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PorticoProvider } from 'portico/react';
import 'portico/styles.css';
import './demo.css';
import { App } from './App';
import { chains, localChain } from './chains';
import { API_URL, DEMO_APP_ID, TEST_WALLET_URL } from './env';
import { porticoLogo } from './logo';
import { plugins } from './plugins';

// The test wallet stands in for a browser extension: loaded before the widget looks for wallets.
const testWallet = document.createElement('script');
testWallet.src = TEST_WALLET_URL;
document.head.append(testWallet);

const config = { appearance: { landingHeader: 'Log in or sign up', logo: porticoLogo } };

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <PorticoProvider appId={DEMO_APP_ID} apiUrl={API_URL} plugins={plugins} config={config} chains={chains} defaultChain={localChain}>
      <App />
    </PorticoProvider>
  </StrictMode>,
);

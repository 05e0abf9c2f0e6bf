import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PorticoProvider } from 'portico/react';
import 'portico/styles.css';
import './demo.css';
import { App } from './App';
import { API_URL, DEMO_APP_ID } from './env';
import { porticoLogo } from './logo';
import { plugins } from './plugins';

const config = { appearance: { landingHeader: 'Log in or sign up', logo: porticoLogo } };

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <PorticoProvider appId={DEMO_APP_ID} apiUrl={API_URL} plugins={plugins} config={config}>
      <App />
    </PorticoProvider>
  </StrictMode>,
);

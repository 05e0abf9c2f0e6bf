import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'portico/styles.css';
import './gallery.css';
import { buildGalleryEntries } from './entries';
import { announceGalleryWallet } from './fake-wallet';
import { Gallery } from './Gallery';

announceGalleryWallet();
// Every entry is prepared before the first render, so each shows its sample state from the start.
const entries = await buildGalleryEntries();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Gallery entries={entries} />
  </StrictMode>,
);

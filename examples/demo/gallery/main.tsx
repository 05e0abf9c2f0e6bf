import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'portico/styles.css';
import './gallery.css';
import { buildGalleryEntries, buildGalleryEntry } from './entries';
import { announceGalleryWallet } from './fake-wallet';
import { focusWithoutScrolling } from './focus-without-scrolling';
import { Gallery, GalleryModal } from './Gallery';

announceGalleryWallet();
const root = createRoot(document.getElementById('root') as HTMLElement);
// `?entry={screen}-{theme}` shows that one entry as a person sees it: the modal over a page, at the window's size.
const only = new URLSearchParams(location.search).get('entry');
if (only) {
  const entry = await buildGalleryEntry(only);
  root.render(<StrictMode>{entry ? <GalleryModal entry={entry} /> : <p>No gallery entry {only}</p>}</StrictMode>);
} else {
  focusWithoutScrolling();
  // Every entry is prepared before the first render, so each shows its sample state from the start.
  const entries = await buildGalleryEntries();
  root.render(
    <StrictMode>
      <Gallery entries={entries} />
    </StrictMode>,
  );
}

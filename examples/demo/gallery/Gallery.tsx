import { InlineLogin, PorticoProvider } from 'portico/react';
import type { GalleryEntry } from './entries';

/** Each screen in its light and dark theme, side by side; one React root, so ids stay unique across entries. */
export function Gallery({ entries }: { entries: readonly GalleryEntry[] }) {
  const names = [...new Set(entries.map((entry) => entry.screen.name))];
  return (
    <main className="gallery">
      <h1>Portico screens</h1>
      <p>
        Every registered screen of the widget with sample data, in the light and the dark theme. The data comes from
        fixtures, not from the emulator, so the page looks the same on every load.
      </p>
      {names.map((name) => (
        <div key={name} className="gallery__screen">
          {entries
            .filter((entry) => entry.screen.name === name)
            .map(({ theme, kernel }) => (
              <figure key={theme} className="gallery__entry" data-gallery-entry={`${name}-${theme}`} data-gallery-theme={theme}>
                <figcaption>
                  {name} · {theme}
                </figcaption>
                <PorticoProvider kernel={kernel}>
                  <InlineLogin />
                </PorticoProvider>
              </figure>
            ))}
        </div>
      ))}
    </main>
  );
}

/** One entry in the modal (dialog or drawer, as the window's width says) over an empty page. */
export function GalleryModal({ entry }: { entry: GalleryEntry }) {
  return (
    <main className="gallery" data-gallery-modal={`${entry.screen.name}-${entry.theme}`}>
      <h1>{entry.screen.name}</h1>
      <PorticoProvider kernel={entry.kernel} />
    </main>
  );
}

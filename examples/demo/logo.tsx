// The demo app's brand: a portico (pediment, three columns, a step) on an indigo tile. These are elements, not
// components, because the widget's `appearance.logo` takes an <svg> element as it is.

const tile = (
  <>
    <rect width="40" height="40" rx="10" fill="#4f46e5" />
    <g fill="#fff">
      <path d="M20 7.5 33 15H7z" />
      <rect x="8" y="16.5" width="24" height="2.5" rx="0.5" />
      <rect x="10" y="20.5" width="3.5" height="9.5" rx="0.5" />
      <rect x="18.25" y="20.5" width="3.5" height="9.5" rx="0.5" />
      <rect x="26.5" y="20.5" width="3.5" height="9.5" rx="0.5" />
      <rect x="7" y="31.5" width="26" height="2.5" rx="1" />
    </g>
  </>
);

/** The tile alone, next to the name in the page's header: decorative there, the text names the app. */
export const porticoMark = (
  <svg viewBox="0 0 40 40" width="32" height="32" aria-hidden="true" focusable="false">
    {tile}
  </svg>
);

/** The tile and the name, above the widget's landing title; the name takes the widget's text colour. */
export const porticoLogo = (
  <svg viewBox="0 0 132 40" width="132" height="40" role="img" aria-label="Portico" focusable="false">
    {tile}
    <text
      x="50"
      y="27.5"
      textLength="80"
      lengthAdjust="spacingAndGlyphs"
      fill="currentColor"
      fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif"
      fontSize="21"
      fontWeight="650"
    >
      Portico
    </text>
  </svg>
);

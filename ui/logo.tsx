'use client';
import { isValidElement, type ReactElement } from 'react';

/** Section 2.6: a URL string, or an svg / img element; anything else warns and shows nothing. */
export function AppLogo({ logo, alt }: { logo: unknown; alt: string }) {
  if (logo === null || logo === undefined || logo === '') return null;
  if (typeof logo === 'string') return <img className="ptc-landing__logo" src={logo} alt={alt} />;
  if (isValidElement(logo) && (logo.type === 'svg' || logo.type === 'img')) {
    return <div className="ptc-landing__logo">{logo as ReactElement}</div>;
  }
  console.warn('[portico] The logo must be a URL string or an <svg> / <img> element; it is not shown.');
  return null;
}

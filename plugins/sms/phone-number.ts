// The one module that imports libphonenumber-js: only the SMS screens (lazily loaded) and their phone input import it.
// `min` metadata validates numbers per country; the mobile examples give each country's placeholder.
import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import type { PhoneValue } from './phone-value';

export type { CountryCode };

/** Every country, labelled by its code and calling code ("US +1"), in order of the code. */
export const countryOptions = (): { country: CountryCode; label: string }[] =>
  getCountries().map((country) => ({ country, label: `${country} +${getCountryCallingCode(country)}` }));

/** The configured country when it is a known one, else the US (section 2.6). */
export function resolveCountry(code: string | null | undefined): CountryCode {
  const upper = code?.toUpperCase();
  return upper && isSupportedCountry(upper) ? upper : 'US';
}

/** A mobile number of the country in its national format, e.g. "(201) 555-0123". */
export const examplePlaceholder = (country: CountryCode): string =>
  getExampleNumber(country, examples)?.formatNational() ?? '';

export const formatAsYouType = (text: string, country: CountryCode): string => new AsYouType(country).input(text);

/** Valid means a valid number under the selected country's calling code (US and CA share +1). */
export function toPhoneValue(rawPhoneNumber: string, countryCode: CountryCode): PhoneValue {
  const parsed = parsePhoneNumberFromString(rawPhoneNumber, countryCode);
  const isValid = !!parsed?.isValid() && parsed.countryCallingCode === getCountryCallingCode(countryCode);
  return { rawPhoneNumber, qualifiedPhoneNumber: parsed?.number ?? '', countryCode, isValid };
}

/** An E.164 number as people read it: "+1 415 555 0101". */
export const formatInternational = (e164: string): string =>
  parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;

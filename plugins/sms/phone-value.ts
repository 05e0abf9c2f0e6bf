/**
 * Section 3.4's phone value, as the phone input reports it. A plain type, so the plugin's entry needs no
 * phone-number library: only the lazily loaded screens compute it.
 */
export interface PhoneValue {
  /** The text in the field, as formatted while typing. */
  rawPhoneNumber: string;
  /** E.164 (`+14155550101`), or '' while the text is not a number. */
  qualifiedPhoneNumber: string;
  /** The selected country, ISO 3166 alpha-2 (`US`). */
  countryCode: string;
  /** A valid number of the selected country: only then may it be submitted. */
  isValid: boolean;
}

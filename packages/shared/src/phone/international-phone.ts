import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';

export const DEFAULT_COUNTRY: CountryCode = 'AE';
export const SIGN_UP_PHONE_MESSAGE = 'Please enter a valid phone number.';

export interface CallingCodeOption {
  country: CountryCode;
  name: string;
  callingCode: string;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(country: CountryCode): string {
  try {
    return regionNames.of(country) ?? country;
  } catch {
    return country;
  }
}

/** Every country libphonenumber-js knows, by name, for the sign-up calling-code picker. */
export function callingCodeOptions(): CallingCodeOption[] {
  return getCountries()
    .map((country) => ({
      country,
      name: countryName(country),
      callingCode: `+${getCountryCallingCode(country)}`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Joins the chosen calling code and the typed number (see docs/product/accounts.md). A number typed in full
 * international form ('+971 50…') stands on its own rather than getting a second calling code.
 */
export function joinPhone(callingCode: string, nationalNumber: string): string {
  const typed = nationalNumber.trim();
  if (typed.startsWith('+')) return `+${typed.replace(/\D/g, '')}`;
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '');
  return `${callingCode}${digits}`;
}

/** A full international number in E.164 form, or null when it is not a valid number. */
export function toE164(phone: string, defaultCountry: CountryCode = DEFAULT_COUNTRY): string | null {
  if (!isValidPhoneNumber(phone, defaultCountry)) return null;
  return parsePhoneNumberFromString(phone, defaultCountry)?.number ?? null;
}

/** A stored E.164 number as a person reads and edits it ('+971 50 123 4567'); as stored if it cannot be read. */
export function formatInternational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

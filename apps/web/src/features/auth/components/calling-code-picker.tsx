import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field,
  Label,
} from '@headlessui/react';
import { type CallingCodeOption, callingCodeOptions } from '@souq/shared/phone/international-phone';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Ltr } from '@/shared/ui/ltr';

interface CallingCodePickerProps {
  value: string;
  onChange: (callingCode: string) => void;
}

/** The list in English, sorted by English name. */
const OPTIONS = callingCodeOptions();

/** A country of the list as the page shows it: its name in the page's language, and in a form to search by. */
interface LocalOption extends CallingCodeOption {
  /** The name as searched (see Localised.fold); in another language than English, the English name too. */
  folded: string;
}

interface Localised {
  options: LocalOption[];
  /** What a name and the typed text are compared as: lower case, and in Arabic without marks (arabicFold). */
  fold: (text: string) => string;
}

const lowerCase = (text: string) => text.toLowerCase();

/** Arabic as typed: alef with or without hamza or madda, yaa or alef maqsura, taa marbuta or haa. */
function arabicFold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u064B-\u065F\u0670]/g, '')
    .replace(/\u0671/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647');
}

/**
 * The list in the page's language: English as the shared table has it; any other language names each
 * country by Intl.DisplayNames in that language and sorts by those names.
 */
function localise(locale: string): Localised {
  if (locale === 'en' || locale.startsWith('en-')) {
    return {
      options: OPTIONS.map((option) => ({ ...option, folded: lowerCase(option.name) })),
      fold: lowerCase,
    };
  }
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const nameOf = (option: CallingCodeOption) => {
    try {
      return names.of(option.country) ?? option.name;
    } catch {
      return option.name;
    }
  };
  const options = OPTIONS.map((option) => {
    const name = nameOf(option);
    // The English name is searched too: a shopper may type "India" on an Arabic page.
    return { ...option, name, folded: `${arabicFold(name)}\n${arabicFold(option.name)}` };
  }).sort((a, b) => a.name.localeCompare(b.name, locale));
  return { options, fold: arabicFold };
}

/**
 * Sign Up: a searchable calling-code list (about 200 countries; shared codes such as +1 appear
 * once per country). The value is the calling code; the chosen country is kept to show its name.
 */
export function CallingCodePicker({ value, onChange }: CallingCodePickerProps) {
  const { formatMessage: t, locale } = useIntl();
  const { options, fold } = useMemo(() => localise(locale), [locale]);
  const [country, setCountry] = useState<LocalOption | null>(
    () =>
      options.find((o) => o.country === 'AE' && o.callingCode === value) ??
      options.find((o) => o.callingCode === value) ??
      null,
  );
  const [query, setQuery] = useState('');
  const matches = useMemo(() => {
    const q = fold(query.trim()).replace(/^\+/, '');
    if (!q) return options;
    return options.filter((o) => o.folded.includes(q) || o.callingCode.slice(1).startsWith(q));
  }, [query, options, fold]);

  return (
    <Field>
      <Label className="mb-1 block text-sm font-bold text-navy-800">{t({ id: 'signUp.countryCode' })}</Label>
      <Combobox
        immediate
        value={country}
        by="country"
        onChange={(option: LocalOption | null) => {
          if (!option) return;
          setCountry(option);
          onChange(option.callingCode);
        }}
        onClose={() => setQuery('')}
      >
        <div className="relative">
          <ComboboxInput
            className="min-h-11 w-full rounded-xl border border-navy-100 bg-white py-2 ps-3 pe-10 text-base text-navy-800 focus:border-navy-600"
            // The code first, so it stays readable when a long country name is cut off.
            displayValue={(option: LocalOption | null) =>
              option
                ? t({ id: 'signUp.countryValue' }, { code: option.callingCode, country: option.name })
                : ''
            }
            onChange={(event) => setQuery(event.target.value)}
            onFocus={(event) => event.target.select()}
            autoComplete="off"
          />
          <ComboboxButton
            className="absolute inset-y-0 end-0 flex w-10 items-center justify-center text-navy-600"
            aria-label={t({ id: 'signUp.showCountries' })}
          >
            <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
            </svg>
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          className="z-50 max-h-64 w-(--input-width) overflow-y-auto rounded-xl border border-navy-100 bg-white py-1 shadow-lg [--anchor-gap:4px] empty:invisible"
        >
          {matches.map((option) => (
            <ComboboxOption
              key={option.country}
              value={option}
              className="cursor-pointer px-3 py-2 text-sm text-navy-800 data-focus:bg-coral-50 data-selected:font-bold"
            >
              <FormattedMessage
                id="signUp.countryOption"
                values={{ country: option.name, code: <Ltr>{option.callingCode}</Ltr> }}
              />
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
    </Field>
  );
}

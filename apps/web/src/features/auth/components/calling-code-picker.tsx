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

interface CallingCodePickerProps {
  value: string;
  onChange: (callingCode: string) => void;
}

const OPTIONS = callingCodeOptions();

function label(option: CallingCodeOption): string {
  return `${option.name} (${option.callingCode})`;
}

/**
 * Sign Up: a searchable calling-code list (about 200 countries; shared codes such as +1 appear
 * once per country). The value is the calling code; the chosen country is kept to show its name.
 */
export function CallingCodePicker({ value, onChange }: CallingCodePickerProps) {
  const [country, setCountry] = useState<CallingCodeOption | null>(
    () =>
      OPTIONS.find((o) => o.country === 'AE' && o.callingCode === value) ??
      OPTIONS.find((o) => o.callingCode === value) ??
      null,
  );
  const [query, setQuery] = useState('');
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase().replace(/^\+/, '');
    if (!q) return OPTIONS;
    return OPTIONS.filter((o) => o.name.toLowerCase().includes(q) || o.callingCode.slice(1).startsWith(q));
  }, [query]);

  return (
    <Field>
      <Label className="mb-1 block text-sm font-bold text-navy-800">Country code</Label>
      <Combobox
        immediate
        value={country}
        by="country"
        onChange={(option: CallingCodeOption | null) => {
          if (!option) return;
          setCountry(option);
          onChange(option.callingCode);
        }}
        onClose={() => setQuery('')}
      >
        <div className="relative">
          <ComboboxInput
            className="min-h-11 w-full rounded-xl border border-navy-100 bg-white py-2 pr-10 pl-3 text-base text-navy-800 focus:border-navy-600"
            // The code first, so it stays readable when a long country name is cut off.
            displayValue={(option: CallingCodeOption | null) =>
              option ? `${option.callingCode} ${option.name}` : ''
            }
            onChange={(event) => setQuery(event.target.value)}
            onFocus={(event) => event.target.select()}
            autoComplete="off"
          />
          <ComboboxButton
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-navy-600"
            aria-label="Show countries"
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
              {label(option)}
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
    </Field>
  );
}

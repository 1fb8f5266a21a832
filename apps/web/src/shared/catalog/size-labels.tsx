import { FREE_SIZE, isShoeSize, SIZE_BUTTON_AGE_LABELS, sizeLabel } from '@souq/shared/sizes/size-tables';
import { FormattedMessage, useIntl } from 'react-intl';
import { Ltr } from '../ui/ltr';

/**
 * A size as a button or a line shows it: shoes 'EU 28' (kept left to right in Arabic), toys 'Free-size' in
 * the page's language, clothes the size itself. The stored size and the shared English label stay as they are.
 */
export function SizeLabel({ size }: { size: string }) {
  const { formatMessage: t } = useIntl();
  if (size === FREE_SIZE) return t({ id: 'sizes.freeSize' });
  if (isShoeSize(size)) return <Ltr>{sizeLabel(size)}</Ltr>;
  return size;
}

/** An age range, '2–3 Years': the range kept left to right, so Arabic does not turn it round. */
export function AgeRange({ range }: { range: string }) {
  return <FormattedMessage id="sizes.ageRange" values={{ range: <Ltr>{range}</Ltr> }} />;
}

/** The age a clothing size's button names ('0–1 Years'), or nothing for a size without one. */
export function SizeAgeLabel({ size }: { size: string }) {
  const label = SIZE_BUTTON_AGE_LABELS[size];
  if (!label) return null;
  const range = /^(\S+) Years$/.exec(label)?.[1];
  return range ? <AgeRange range={range} /> : label;
}

/** A size chart's age cell: '0-1 Years Old', '1-2', 'Around 13 Years Old'. */
export function ChartAge({ age }: { age: string }) {
  const yearsOld = /^(\S+) Years Old$/.exec(age)?.[1];
  if (yearsOld) return <FormattedMessage id="sizes.yearsOld" values={{ range: <Ltr>{yearsOld}</Ltr> }} />;
  const around = /^Around (\d+) Years Old$/.exec(age)?.[1];
  if (around) return <FormattedMessage id="sizes.aroundYearsOld" values={{ age: around }} />;
  return <Ltr>{age}</Ltr>;
}

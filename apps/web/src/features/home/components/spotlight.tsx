import { useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n/messages';
import { SectionHeading } from './section-heading';

const SPOTLIGHT_IMAGES: readonly { src: string; alt: MessageId }[] = [
  { src: '/art/spotlight-1.webp', alt: 'home.spotlight1Alt' },
  { src: '/art/spotlight-2.webp', alt: 'home.spotlight2Alt' },
  { src: '/art/spotlight-3.webp', alt: 'home.spotlight3Alt' },
  { src: '/art/spotlight-4.webp', alt: 'home.spotlight4Alt' },
];

/** Home page: heading SPOTLIGHT and four images with no link. */
export function Spotlight() {
  const { formatMessage: t } = useIntl();
  return (
    <section aria-labelledby="spotlight" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <SectionHeading id="spotlight">{t({ id: 'home.spotlight' })}</SectionHeading>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {SPOTLIGHT_IMAGES.map((image) => (
          <li key={image.src}>
            <img
              src={image.src}
              alt={t({ id: image.alt })}
              width="600"
              height="800"
              loading="lazy"
              className="aspect-[3/4] w-full rounded-3xl object-cover shadow-sm"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

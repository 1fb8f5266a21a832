import { SectionHeading } from './section-heading';

const SPOTLIGHT_IMAGES = [
  { src: '/art/spotlight-1.webp', alt: 'A stack of folded tees in bright colours' },
  { src: '/art/spotlight-2.webp', alt: 'A pair of mint sneakers among confetti' },
  { src: '/art/spotlight-3.webp', alt: 'A teddy bear sitting on a little yellow chair' },
  { src: '/art/spotlight-4.webp', alt: 'A dress, a hoodie and a striped tee on a clothes rack' },
] as const;

/** Home page: heading SPOTLIGHT and four images with no link. */
export function Spotlight() {
  return (
    <section aria-labelledby="spotlight" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <SectionHeading id="spotlight">SPOTLIGHT</SectionHeading>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {SPOTLIGHT_IMAGES.map((image) => (
          <li key={image.src}>
            <img
              src={image.src}
              alt={image.alt}
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

import type { ReactNode } from 'react';
import { Link } from 'react-router';

/*
 * What a rich message's tags become (`<link>…</link>`, `<b>…</b>`, `<sr>…</sr>`): the words stay in the
 * catalogue, in the order each language puts them, and these give them their element.
 */

/** How a link inside a sentence looks; an `<a>` in a sentence (mailto:, tel:, #anchor) uses it too. */
export const TEXT_LINK = 'font-bold text-coral-700 underline';

/** A tag that links its words to a page of the store. */
export const linkTo = (to: string) => (chunks: ReactNode[]) => (
  <Link to={to} className={TEXT_LINK}>
    {chunks}
  </Link>
);

/** A tag for words in bold. */
export const bold = (chunks: ReactNode[]) => <span className="font-bold text-navy-800">{chunks}</span>;

/** A tag for words only a screen reader reads. */
export const srOnly = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

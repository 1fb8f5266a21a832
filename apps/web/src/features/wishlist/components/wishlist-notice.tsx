import type { ReactNode } from 'react';
import { HeartIcon } from '../../../shared/ui/icons';

interface WishlistNoticeProps {
  title: string;
  children?: ReactNode;
  /** The way forward: a link to sign in or to shop. */
  action: ReactNode;
}

/** The framed message the signed-out and empty wishlist share, so both read as the same screen. */
export function WishlistNotice({ title, children, action }: WishlistNoticeProps) {
  return (
    <div className="mt-6 flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-navy-100">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-coral-50 text-coral-600">
        <HeartIcon className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-xl font-extrabold text-navy-800">{title}</h2>
      {children ? <p className="mt-2 max-w-prose text-navy-600">{children}</p> : null}
      <div className="mt-6">{action}</div>
    </div>
  );
}

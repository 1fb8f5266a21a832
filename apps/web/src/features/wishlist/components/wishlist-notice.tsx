import type { ReactNode } from 'react';
import { HeartIcon } from '@/shared/ui/icons';
import { Notice } from '@/shared/ui/notice';

interface WishlistNoticeProps {
  title: string;
  children?: ReactNode;
  /** The way forward: a link to sign in or to shop. */
  action: ReactNode;
}

/** The framed message the signed-out and empty wishlist share, so both read as the same screen. */
export function WishlistNotice({ title, children, action }: WishlistNoticeProps) {
  return (
    <Notice
      heading="h2"
      icon={<HeartIcon className="h-7 w-7" />}
      title={title}
      text={children}
      action={action}
      className="mt-6"
    />
  );
}

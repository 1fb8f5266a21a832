import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { buttonStyles } from './button-styles';
import { Card } from './card';

interface NoticeProps {
  title: string;
  /** h1 when the notice is all the page shows, h2 under the page's own heading. */
  heading: 'h1' | 'h2';
  /** An icon in a round badge; without one the store's logo heads the notice. */
  icon?: ReactNode;
  /** A sentence under the title. */
  text?: ReactNode;
  /** The way forward: a link or a button. */
  action?: ReactNode;
  /** Spacing around and, for a logo notice, between its lines. */
  className?: string;
}

/**
 * The framed, centred message a screen shows in place of its content: what happened and where to go next.
 * Headed by the logo it is a raised panel; headed by an icon, a flat frame in the page's content.
 */
export function Notice({ title, heading: Heading, icon, text, action, className }: NoticeProps) {
  if (icon === undefined) {
    return (
      <Card
        large
        className={`flex flex-col items-center px-6 py-12 text-center${className ? ` ${className}` : ''}`}
      >
        <img src="/art/logo.webp" alt="" width="64" height="64" className="h-16 w-16" />
        <Heading className="text-xl font-extrabold text-navy-800">{title}</Heading>
        {text ? <p className="text-navy-600">{text}</p> : null}
        {action}
      </Card>
    );
  }
  return (
    <Card
      flat
      className={`flex flex-col items-center px-6 py-12 text-center${className ? ` ${className}` : ''}`}
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-coral-50 text-coral-600">
        {icon}
      </span>
      <Heading className="mt-4 text-xl font-extrabold text-navy-800">{title}</Heading>
      {text ? <p className="mt-2 max-w-prose break-words text-navy-600">{text}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </Card>
  );
}

interface RetryNoticeProps {
  /** What could not be loaded, as a sentence. */
  message: string;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}

/** Shown in place of a list that could not be fetched (a toast alone would vanish), with another try. */
export function RetryNotice({ message, onRetry, retrying, className }: RetryNoticeProps) {
  const { formatMessage: t } = useIntl();
  return (
    <Card flat role="alert" className={`p-6 text-center${className ? ` ${className}` : ''}`}>
      <p className="font-bold text-danger">{message}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={`${buttonStyles.primary} mt-4`}>
        {t({ id: 'ui.tryAgain' })}
      </button>
    </Card>
  );
}

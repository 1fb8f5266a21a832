import type { ReactNode } from 'react';
import { Card } from './card';

interface NoticeProps {
  title: string;
  text?: ReactNode;
  /** The way forward: a link or a button. */
  action?: ReactNode;
  /** An alert (a refusal, a failed load) is announced at once; the rest is a plain message. */
  alert?: boolean;
}

/** The framed, centred message a screen shows in place of its content: what happened and what to do next. */
export function Notice({ title, text, action, alert = false }: NoticeProps) {
  return (
    <Card
      className="mx-auto flex max-w-lg flex-col items-center px-6 py-10 text-center"
      role={alert ? 'alert' : undefined}
    >
      <img src={`${import.meta.env.BASE_URL}logo.svg`} alt="" width="56" height="56" className="h-14 w-14" />
      <h2 className="mt-3 text-xl font-extrabold text-navy-800">{title}</h2>
      {text ? <p className="mt-2 max-w-prose break-words text-navy-600">{text}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </Card>
  );
}

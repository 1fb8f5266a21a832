import type { OutboxMessage } from '@souq/shared/schemas/admin-outbox';
import { formatDateTime } from '@/shared/format/dates';
import { attemptsText } from '../outbox-labels';
import { OutboxStatusBadge } from './outbox-status-badge';
import { SubjectLink } from './subject-link';

const HEADINGS = ['When', 'E-mail', 'To', 'Subject', 'Status', 'Attempts'];

/** Why the last attempt failed, under its status. */
function LastError({ message }: { message: OutboxMessage }) {
  if (!message.lastError) return null;
  return <p className="mt-1 max-w-64 text-xs break-words text-danger">{message.lastError}</p>;
}

/** The outbox on a wide screen: one row per e-mail, every column. */
export function OutboxTable({ messages }: { messages: readonly OutboxMessage[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-navy-100 lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">E-mails, newest first</caption>
        <thead className="bg-navy-50 text-xs uppercase tracking-wide text-navy-600">
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-3 font-extrabold whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-100">
          {messages.map((message) => (
            <tr key={message.id} className="hover:bg-cream">
              <td className="px-3 py-3 whitespace-nowrap">
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </td>
              <td className="px-3 py-3 whitespace-nowrap">{message.label}</td>
              <td className="px-3 py-3 break-all">{message.recipient}</td>
              <td className="px-3 py-3">
                <SubjectLink message={message} />
              </td>
              <td className="px-3 py-3">
                <OutboxStatusBadge status={message.status} />
                <LastError message={message} />
              </td>
              <td className="px-3 py-3 tabular-nums">{message.attempts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The outbox on a phone or a narrow window: each e-mail as a card, its subject first. */
export function OutboxCards({ messages }: { messages: readonly OutboxMessage[] }) {
  return (
    <ul aria-label="E-mails, newest first" className="flex flex-col gap-3 lg:hidden">
      {messages.map((message) => (
        <li key={message.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100">
          <div className="flex items-start justify-between gap-3">
            <SubjectLink message={message} />
            <OutboxStatusBadge status={message.status} />
          </div>
          <p className="mt-1 text-sm break-all">To {message.recipient}</p>
          {/* Each piece whole on its line: the date and "1 attempt" never split. */}
          <p className="mt-1 text-sm text-navy-600">
            <span className="whitespace-nowrap">{message.label}</span> ·{' '}
            <time dateTime={message.createdAt} className="whitespace-nowrap">
              {formatDateTime(message.createdAt)}
            </time>{' '}
            · <span className="whitespace-nowrap">{attemptsText(message.attempts)}</span>
          </p>
          <LastError message={message} />
        </li>
      ))}
    </ul>
  );
}

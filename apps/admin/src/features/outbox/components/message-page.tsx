import type { OutboxMessageDetail } from '@souq/shared/schemas/admin-outbox';
import { Link, useLocation, useParams } from 'react-router';
import { formatDateTime } from '@/shared/format/dates';
import { Card } from '@/shared/ui/card';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';
import { Notice } from '@/shared/ui/notice';
import { PageHeading } from '@/shared/ui/page-heading';
import { useOutboxMessage } from '../api/get-outbox-message';
import { attemptsText } from '../outbox-labels';
import { MailPreview } from './mail-preview';
import { OutboxStatusBadge } from './outbox-status-badge';
import { RetryPanel } from './retry-panel';

/** Who it is to, what it is, and where it stands. */
function Facts({ message }: { message: OutboxMessageDetail }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      <dt className="text-navy-600">To</dt>
      <dd className="font-bold break-all">{message.recipient}</dd>
      <dt className="text-navy-600">E-mail</dt>
      <dd>{message.label}</dd>
      <dt className="text-navy-600">Status</dt>
      <dd>
        <OutboxStatusBadge status={message.status} />
      </dd>
      <dt className="text-navy-600">Written</dt>
      <dd>{formatDateTime(message.createdAt)}</dd>
      {message.sentAt ? (
        <>
          <dt className="text-navy-600">Sent</dt>
          <dd>{formatDateTime(message.sentAt)}</dd>
        </>
      ) : null}
      <dt className="text-navy-600">Tries</dt>
      <dd>{attemptsText(message.attempts)}</dd>
    </dl>
  );
}

/** The list's filter the e-mail was opened from (SubjectLink), for the way back. */
function listSearch(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('outboxSearch' in state)) return '';
  return typeof state.outboxSearch === 'string' && state.outboxSearch.startsWith('?')
    ? state.outboxSearch
    : '';
}

/** /admin/outbox/:id (owners): one e-mail as it reads, with what went wrong sending it and Retry. */
export function MessagePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const found = useOutboxMessage(id);

  return (
    <>
      <p className="mb-2 text-sm">
        <Link
          to={`/outbox${listSearch(location.state)}`}
          className="font-bold text-coral-700 underline-offset-2 hover:underline"
        >
          ← Outbox
        </Link>
      </p>
      {found.isPending ? (
        <Loading label="Loading the e-mail…" />
      ) : found.error ? (
        <LoadFailed error={found.error} onRetry={() => void found.refetch()} />
      ) : (
        <Message message={found.data.outboxMessage} />
      )}
    </>
  );
}

function Message({ message }: { message: OutboxMessageDetail }) {
  return (
    <>
      <PageHeading
        title={<span className="break-words">{message.subject ?? 'An e-mail that cannot be shown'}</span>}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <Card as="section" aria-label="About this e-mail" className="p-4 sm:p-5">
          <Facts message={message} />
        </Card>
        <div>
          <RetryPanel message={message} />
          {message.html !== null && message.text !== null && message.subject !== null ? (
            <MailPreview subject={message.subject} html={message.html} text={message.text} />
          ) : (
            <Notice
              title="This e-mail cannot be shown"
              text={`The store cannot write it any more: ${message.renderError ?? 'no reason was given'}.`}
            />
          )}
        </div>
      </div>
    </>
  );
}

import { OUTBOX_STATUS_LABELS, OUTBOX_STATUSES, type OutboxStatus } from '@souq/shared/schemas/admin-outbox';
import { useNavigate, useSearchParams } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';
import { Notice } from '@/shared/ui/notice';
import { PageHeading } from '@/shared/ui/page-heading';
import { SelectField } from '@/shared/ui/select-field';
import { ServerAlert } from '@/shared/ui/server-alert';
import { useOutbox } from '../api/get-outbox';
import { statusFromSearch } from '../outbox-labels';
import { OutboxCards, OutboxTable } from './outbox-rows';
import { SendingBanner } from './sending-banner';

/**
 * /admin/outbox (owners): every e-mail the store sent or keeps, newest first, each opening as it reads. The
 * status filter lives in the address, so Back from an e-mail shows the same list.
 */
export function OutboxPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = statusFromSearch(params);
  const outbox = useOutbox(status);
  const first = outbox.data?.pages[0];
  const messages = outbox.data?.pages.flatMap((page) => page.messages) ?? [];
  const filter = (next: OutboxStatus | undefined) => navigate(next ? `/outbox?status=${next}` : '/outbox');

  return (
    <>
      <PageHeading title="Outbox" />
      {first ? <SendingBanner sending={first.sending} /> : null}
      <SelectField
        label="Status"
        className="mb-4 sm:w-56"
        value={status ?? ''}
        onChange={(event) => filter(OUTBOX_STATUSES.find((s) => s === event.target.value))}
      >
        <option value="">All e-mails</option>
        {OUTBOX_STATUSES.map((value) => (
          <option key={value} value={value}>
            {OUTBOX_STATUS_LABELS[value]}
          </option>
        ))}
      </SelectField>
      {outbox.isPending ? (
        <Loading label="Loading the outbox…" />
      ) : outbox.isLoadingError ? (
        <LoadFailed error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : messages.length === 0 ? (
        <Notice
          title={status ? 'No e-mails with this status' : 'No e-mails yet'}
          text={
            status
              ? 'Choose All e-mails to see the rest.'
              : 'E-mails appear here as the store writes them: order confirmations, welcomes, links.'
          }
        />
      ) : (
        <div aria-busy={outbox.isFetching}>
          <OutboxTable messages={messages} />
          <OutboxCards messages={messages} />
          <ServerAlert message={outbox.error?.message ?? null} className="mt-4" />
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {outbox.hasNextPage ? (
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={() => void outbox.fetchNextPage()}
                disabled={outbox.isFetchingNextPage}
              >
                {outbox.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </button>
            ) : null}
            <p role="status" className="text-sm text-navy-600">
              {messages.length} {messages.length === 1 ? 'e-mail' : 'e-mails'} shown
              {outbox.hasNextPage ? '' : ': that is all of them'}.
            </p>
          </div>
        </div>
      )}
    </>
  );
}

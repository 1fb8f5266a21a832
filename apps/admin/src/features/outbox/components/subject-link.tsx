import type { OutboxMessage } from '@souq/shared/schemas/admin-outbox';
import { Link, useLocation } from 'react-router';

/**
 * The e-mail's subject, opening it; one that cannot be made any more says so. The list's filter goes along,
 * so the e-mail's way back shows the same list.
 */
export function SubjectLink({ message }: { message: OutboxMessage }) {
  const { search } = useLocation();
  return (
    <Link
      to={`/outbox/${message.id}`}
      state={{ outboxSearch: search }}
      className="font-bold break-words text-coral-700 underline-offset-2 hover:underline"
    >
      {message.subject ?? <span className="italic">Cannot be shown</span>}
    </Link>
  );
}

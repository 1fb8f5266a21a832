import { MessagePage } from '@/features/outbox/components/message-page';
import { OutboxPage } from '@/features/outbox/components/outbox-page';
import { OWNERS_READ_OUTBOX } from '@/features/outbox/outbox-labels';
import { OwnersOnly } from './owners-only';

// The outbox is an owner's (docs/product/back-office.md, "Outbox").

export function OutboxRoute() {
  return (
    <OwnersOnly why={OWNERS_READ_OUTBOX}>
      <OutboxPage />
    </OwnersOnly>
  );
}

export function OutboxMessageRoute() {
  return (
    <OwnersOnly why={OWNERS_READ_OUTBOX}>
      <MessagePage />
    </OwnersOnly>
  );
}

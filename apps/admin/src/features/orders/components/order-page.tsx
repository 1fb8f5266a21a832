import { useParams } from 'react-router';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';
import { useOrder } from '../api/get-order';
import { CancelOrderForm } from './cancel-order-form';
import { CashPanel } from './cash-panel';
import { CustomerPanel } from './customer-panel';
import { NextStepForm } from './next-step-form';
import { NoteForm } from './note-form';
import { OrderBill } from './order-bill';
import { OrderHeader } from './order-header';
import { OrderItems } from './order-items';
import { OrderTimeline } from './order-timeline';
import { ReturnPanel } from './return-panel';
import { SectionCard } from './section-card';
import { TaxDocumentsList } from './tax-documents-list';

/**
 * /admin/orders/:id. On a phone the panels stack with what to do first (the next step); on a wide screen
 * the order's contents sit on the left and what staff act with on the right.
 */
export function OrderPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  if (order.isPending) return <Loading label="Loading the order…" />;
  if (order.error) return <LoadFailed error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;
  const canAct = o.nextStatus !== null || o.canCancel;

  return (
    <>
      <OrderHeader order={o} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="flex flex-col gap-4 lg:order-2">
          {canAct ? (
            <SectionCard title="Next step">
              <div className="flex flex-col gap-4">
                <NextStepForm order={o} />
                <CancelOrderForm order={o} />
              </div>
            </SectionCard>
          ) : null}
          {o.status === 'Delivered' ? (
            <SectionCard title="Returns">
              <ReturnPanel order={o} />
            </SectionCard>
          ) : null}
          {o.paymentMethod === 'cod' ? (
            <SectionCard title="Cash on delivery">
              <CashPanel order={o} />
            </SectionCard>
          ) : null}
          <SectionCard title="Customer">
            <CustomerPanel order={o} />
          </SectionCard>
          <SectionCard title="Tax documents">
            <TaxDocumentsList documents={o.documents} />
          </SectionCard>
        </div>
        <div className="flex flex-col gap-4 lg:order-1">
          <SectionCard title="Items">
            <OrderItems items={o.items} />
            <OrderBill order={o} />
          </SectionCard>
          <SectionCard title="Internal notes">
            <NoteForm orderId={o._id} />
          </SectionCard>
          <SectionCard title="Timeline">
            <OrderTimeline events={o.events} />
          </SectionCard>
        </div>
      </div>
    </>
  );
}

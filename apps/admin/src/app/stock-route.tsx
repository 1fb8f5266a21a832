import { useParams } from 'react-router';
import { StockPage } from '@/features/stock/components/stock-page';
import { useSignedInStaff } from './signed-in-staff';

/** A product's stock, told whether the member may change the store's low-stock line (owners only). */
export function StockRoute() {
  const { id = '' } = useParams();
  const staff = useSignedInStaff();
  return <StockPage productId={id} canChangeLowStockLine={staff.role === 'owner'} />;
}

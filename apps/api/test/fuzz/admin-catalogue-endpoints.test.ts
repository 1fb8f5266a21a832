import { ADMIN_ENDPOINTS, isCatalogueEndpoint } from './endpoints';
import { describeFuzz } from './fuzz-suite';

describeFuzz(
  "fuzzing the back office's catalogue endpoints",
  ADMIN_ENDPOINTS.filter(isCatalogueEndpoint),
  () => 100,
);

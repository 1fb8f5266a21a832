import { SIGNED_IN_ENDPOINTS } from './endpoints';
import { describeFuzz } from './fuzz-suite';

describeFuzz('fuzzing the endpoints that need a signed-in shopper', SIGNED_IN_ENDPOINTS, () => 150);

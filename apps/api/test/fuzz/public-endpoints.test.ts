import { PUBLIC_ENDPOINTS } from './endpoints';
import { describeFuzz } from './fuzz-suite';

// A login whose fields are text runs argon2 (tens of ms, by design), so it gets fewer cases than the rest.
describeFuzz('fuzzing the endpoints open to anyone', PUBLIC_ENDPOINTS, (endpoint) =>
  endpoint.route === '/api/user/login' ? 40 : 100,
);

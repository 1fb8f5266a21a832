import { ADMIN_ENDPOINTS, isCatalogueEndpoint } from './endpoints';
import { describeFuzz } from './fuzz-suite';

// Signing in, the setup link and an invitation's acceptance run argon2 (tens of ms, by design) for every body
// of the right shape, so they get fewer cases than the rest.
const ARGON2_ROUTES = new Set(['/api/admin/session', '/api/admin/setup', '/api/admin/invitations/accept']);

describeFuzz(
  'fuzzing the back office endpoints for staff, settings, orders and documents',
  ADMIN_ENDPOINTS.filter((endpoint) => !isCatalogueEndpoint(endpoint)),
  (endpoint) => (endpoint.method === 'POST' && ARGON2_ROUTES.has(endpoint.route) ? 40 : 100),
);

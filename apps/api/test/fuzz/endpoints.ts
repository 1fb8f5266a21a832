/** Every api route, as the fuzz and the access-control matrix send to it. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** As registered, with its `:param`. */
  route: string;
  /** Needs a signed-in shopper (a `token` header or a bearer token). */
  signIn: boolean;
  /**
   * A back-office route (docs/product/back-office.md), which reads the staff session cookie and never a
   * shopper's token: `member` needs any signed-in member of staff, `owner` an owner, and `open` none (signing
   * in and the one-time links).
   */
  staff?: 'open' | 'member' | 'owner';
  /** The body fields its schema reads; none when it reads no body. */
  fields: readonly string[];
  /** The query keys it reads. */
  query?: readonly string[];
  /** Takes an Idempotency-Key header (see docs/decisions/007-idempotency-keys.md). */
  idempotent?: boolean;
  /** Reads a multipart form (a file upload) rather than JSON. */
  multipart?: boolean;
  /** Reads a CSV file, sent as the raw text/csv body, rather than JSON. */
  csvBody?: boolean;
  /** Answers a CSV download (text/csv) rather than JSON when it accepts. */
  csvAnswer?: boolean;
  /** Answers a PDF (a tax invoice or credit note, application/pdf) rather than JSON when it accepts. */
  pdfAnswer?: boolean;
  /**
   * Accepted, it deletes the caller's own account: the fuzz sends it a wrong password, and the access matrix
   * accepts it for an account of its own.
   */
  endsAccount?: boolean;
}

const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc', 'name', 'email'] as const;
const ORDER_FIELDS = [
  'address',
  'items',
  'amount',
  'discountValue',
  'shippingMethod',
  'discountCode',
] as const;
const LINE_FIELDS = ['itemId', 'size', 'colorName', 'quantity'] as const;
const ADDRESS_FIELDS = [
  'label',
  'fullname',
  'email',
  'phone',
  'street',
  'city',
  'region',
  'zipcode',
  'isDefault',
] as const;

export const PUBLIC_ENDPOINTS: readonly Endpoint[] = [
  { method: 'GET', route: '/api/health', signIn: false, fields: [] },
  { method: 'GET', route: '/api/store/config', signIn: false, fields: [] },
  { method: 'GET', route: '/api/payment/config', signIn: false, fields: [] },
  { method: 'GET', route: '/api/product/list', signIn: false, fields: [] },
  {
    method: 'GET',
    route: '/api/products',
    signIn: false,
    fields: [],
    query: [
      'category',
      'type',
      'size',
      'age',
      'color',
      'price',
      'sale',
      'inStock',
      'facets',
      'search',
      'sort',
      'collection',
      'ids',
      'page',
      'limit',
    ],
  },
  { method: 'GET', route: '/api/search/suggestions', signIn: false, fields: [], query: ['q'] },
  { method: 'GET', route: '/api/product/:id', signIn: false, fields: [] },
  {
    method: 'POST',
    route: '/api/user/register',
    signIn: false,
    fields: ['name', 'email', 'password', 'phone'],
  },
  { method: 'POST', route: '/api/user/login', signIn: false, fields: ['email', 'password'] },
  { method: 'POST', route: '/api/user/password/forgot', signIn: false, fields: ['identifier'] },
  { method: 'POST', route: '/api/user/password/reset', signIn: false, fields: ['token', 'password'] },
  { method: 'POST', route: '/api/user/email/confirm', signIn: false, fields: ['token'] },
  { method: 'POST', route: '/api/newsletter', signIn: false, fields: ['email'] },
  { method: 'POST', route: '/api/newsletter/confirm', signIn: false, fields: ['token'] },
  { method: 'POST', route: '/api/newsletter/unsubscribe', signIn: false, fields: ['token'] },
  {
    method: 'POST',
    route: '/api/payment/demo/confirm',
    signIn: false,
    fields: ['clientSecret', ...CARD_FIELDS],
  },
  { method: 'GET', route: '/api/payment/demo/session/:sessionId', signIn: false, fields: [] },
  { method: 'POST', route: '/api/payment/demo/session/:sessionId/pay', signIn: false, fields: CARD_FIELDS },
  { method: 'POST', route: '/api/payment/demo/session/:sessionId/cancel', signIn: false, fields: [] },
];

export const SIGNED_IN_ENDPOINTS: readonly Endpoint[] = [
  { method: 'GET', route: '/api/user/me', signIn: true, fields: [] },
  { method: 'POST', route: '/api/user/profile', signIn: true, fields: ['name', 'phone'] },
  { method: 'POST', route: '/api/user/email', signIn: true, fields: ['email', 'password'] },
  { method: 'POST', route: '/api/user/password', signIn: true, fields: ['currentPassword', 'newPassword'] },
  { method: 'POST', route: '/api/user/logout-all', signIn: true, fields: [] },
  { method: 'GET', route: '/api/user/data', signIn: true, fields: [] },
  { method: 'POST', route: '/api/user/delete', signIn: true, fields: ['password'], endsAccount: true },
  { method: 'POST', route: '/api/cart/get', signIn: true, fields: [] },
  { method: 'POST', route: '/api/cart/add', signIn: true, fields: LINE_FIELDS },
  { method: 'POST', route: '/api/cart/update', signIn: true, fields: LINE_FIELDS },
  { method: 'POST', route: '/api/cart/merge', signIn: true, fields: ['guestCart'] },
  { method: 'POST', route: '/api/cart/deduct-stock', signIn: true, fields: ['items'] },
  { method: 'POST', route: '/api/wishlist/add', signIn: true, fields: ['itemId', 'size', 'quantity'] },
  { method: 'POST', route: '/api/wishlist/get', signIn: true, fields: [] },
  { method: 'POST', route: '/api/wishlist/remove', signIn: true, fields: ['itemId'] },
  { method: 'GET', route: '/api/user/addresses', signIn: true, fields: [] },
  { method: 'POST', route: '/api/user/addresses', signIn: true, fields: ADDRESS_FIELDS },
  { method: 'PUT', route: '/api/user/addresses/:id', signIn: true, fields: ADDRESS_FIELDS },
  { method: 'DELETE', route: '/api/user/addresses/:id', signIn: true, fields: [] },
  { method: 'POST', route: '/api/discount/validate', signIn: true, fields: ['code'] },
  { method: 'POST', route: '/api/order/place', signIn: true, fields: ORDER_FIELDS, idempotent: true },
  { method: 'POST', route: '/api/order/userorders', signIn: true, fields: [] },
  { method: 'POST', route: '/api/order/cancel', signIn: true, fields: ['orderId'] },
  {
    method: 'POST',
    route: '/api/order/embedded-stripe',
    signIn: true,
    fields: ORDER_FIELDS,
    idempotent: true,
  },
  { method: 'POST', route: '/api/order/stripe', signIn: true, fields: ORDER_FIELDS, idempotent: true },
  { method: 'POST', route: '/api/order/verifyEmbeddedStripe', signIn: true, fields: ['orderId'] },
  { method: 'POST', route: '/api/order/verifyStripe', signIn: true, fields: ['orderId', 'success'] },
  { method: 'GET', route: '/api/order/documents/:number', signIn: true, fields: [] },
  { method: 'GET', route: '/api/order/documents/:number/pdf', signIn: true, fields: [], pdfAnswer: true },
];

const ORDERS_QUERY = ['status', 'paymentMethod', 'paid', 'q', 'from', 'to', 'page', 'limit'] as const;
const DISCOUNT_RULE_FIELDS = [
  'percent',
  'startsAt',
  'endsAt',
  'usageLimit',
  'oncePerShopper',
  'minOrder',
  'active',
] as const;

const SELLER_FIELDS = [
  'legalName',
  'tradingName',
  'address',
  'tradeLicence',
  'licenceAuthority',
  'vatRegistered',
  'trn',
  'supportEmail',
  'supportPhone',
] as const;
const TAX_DOCUMENTS_QUERY = ['from', 'to', 'kind', 'page'] as const;

const PRODUCT_FIELDS = [
  'name',
  'nameAr',
  'sku',
  'description',
  'descriptionAr',
  'category',
  'subCategory',
  'price',
  'discount',
  'flashsale',
  'flashDiscount',
  'bestseller',
  'bestofkids',
  'images',
  'colors',
] as const;

export const ADMIN_ENDPOINTS: readonly Endpoint[] = [
  {
    method: 'POST',
    route: '/api/admin/session',
    signIn: false,
    staff: 'open',
    fields: ['email', 'password', 'code'],
  },
  { method: 'GET', route: '/api/admin/session', signIn: false, staff: 'member', fields: [] },
  { method: 'DELETE', route: '/api/admin/session', signIn: false, staff: 'member', fields: [] },
  { method: 'GET', route: '/api/admin/invitations/:token', signIn: false, staff: 'open', fields: [] },
  {
    method: 'POST',
    route: '/api/admin/setup',
    signIn: false,
    staff: 'open',
    fields: ['token', 'name', 'email', 'password'],
  },
  {
    method: 'POST',
    route: '/api/admin/invitations/accept',
    signIn: false,
    staff: 'open',
    fields: ['token', 'name', 'password'],
  },
  { method: 'GET', route: '/api/admin/staff', signIn: false, staff: 'owner', fields: [] },
  {
    method: 'POST',
    route: '/api/admin/staff/invitations',
    signIn: false,
    staff: 'owner',
    fields: ['email', 'role'],
  },
  { method: 'PATCH', route: '/api/admin/staff/:id', signIn: false, staff: 'owner', fields: ['role'] },
  { method: 'DELETE', route: '/api/admin/staff/:id', signIn: false, staff: 'owner', fields: [] },
  { method: 'POST', route: '/api/admin/two-factor/setup', signIn: false, staff: 'member', fields: [] },
  {
    method: 'POST',
    route: '/api/admin/two-factor/confirm',
    signIn: false,
    staff: 'member',
    fields: ['code'],
  },
  {
    method: 'POST',
    route: '/api/admin/two-factor/disable',
    signIn: false,
    staff: 'member',
    fields: ['code'],
  },
  { method: 'GET', route: '/api/admin/settings', signIn: false, staff: 'member', fields: [] },
  {
    method: 'PUT',
    route: '/api/admin/settings',
    signIn: false,
    staff: 'owner',
    fields: ['ownersRequireTwoFactor'],
  },
  { method: 'GET', route: '/api/admin/settings/seller', signIn: false, staff: 'owner', fields: [] },
  {
    method: 'PUT',
    route: '/api/admin/settings/seller',
    signIn: false,
    staff: 'owner',
    fields: SELLER_FIELDS,
  },
  {
    method: 'GET',
    route: '/api/admin/orders',
    signIn: false,
    staff: 'member',
    fields: [],
    query: ORDERS_QUERY,
  },
  { method: 'GET', route: '/api/admin/orders/:id', signIn: false, staff: 'member', fields: [] },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/status',
    signIn: false,
    staff: 'member',
    fields: ['status', 'note'],
  },
  {
    method: 'POST',
    route: '/api/admin/orders/bulk-status',
    signIn: false,
    staff: 'member',
    fields: ['orderIds', 'status'],
  },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/cash-collected',
    signIn: false,
    staff: 'member',
    fields: ['amount'],
  },
  { method: 'POST', route: '/api/admin/orders/:id/notes', signIn: false, staff: 'member', fields: ['text'] },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/returns',
    signIn: false,
    staff: 'member',
    fields: ['lines', 'reason', 'restock'],
  },
  {
    method: 'GET',
    route: '/api/admin/dashboard',
    signIn: false,
    staff: 'member',
    fields: [],
    query: ['days'],
  },
  { method: 'GET', route: '/api/admin/discounts', signIn: false, staff: 'member', fields: [] },
  {
    method: 'GET',
    route: '/api/admin/discounts/:code',
    signIn: false,
    staff: 'member',
    fields: [],
    query: ['page'],
  },
  {
    method: 'POST',
    route: '/api/admin/discounts',
    signIn: false,
    staff: 'owner',
    fields: ['code', ...DISCOUNT_RULE_FIELDS],
  },
  {
    method: 'PUT',
    route: '/api/admin/discounts/:code',
    signIn: false,
    staff: 'owner',
    fields: DISCOUNT_RULE_FIELDS,
  },
  { method: 'GET', route: '/api/admin/search-synonyms', signIn: false, staff: 'member', fields: [] },
  { method: 'POST', route: '/api/admin/search-synonyms', signIn: false, staff: 'owner', fields: ['terms'] },
  {
    method: 'PUT',
    route: '/api/admin/search-synonyms/:id',
    signIn: false,
    staff: 'owner',
    fields: ['terms'],
  },
  { method: 'DELETE', route: '/api/admin/search-synonyms/:id', signIn: false, staff: 'owner', fields: [] },
  {
    method: 'GET',
    route: '/api/admin/audit',
    signIn: false,
    staff: 'member',
    fields: [],
    query: ['entity', 'staff', 'page'],
  },
  {
    method: 'POST',
    route: '/api/admin/uploads',
    signIn: false,
    staff: 'member',
    fields: ['file'],
    multipart: true,
  },
  {
    method: 'GET',
    route: '/api/admin/customers',
    signIn: false,
    staff: 'member',
    fields: [],
    query: ['q', 'sort', 'page', 'limit'],
  },
  { method: 'GET', route: '/api/admin/customers/:id', signIn: false, staff: 'member', fields: [] },
  {
    method: 'GET',
    route: '/api/admin/products',
    signIn: false,
    staff: 'member',
    fields: [],
    query: ['q', 'category', 'flag', 'stock', 'archived', 'sort', 'dir', 'page', 'limit'],
  },
  { method: 'GET', route: '/api/admin/products/:id', signIn: false, staff: 'member', fields: [] },
  { method: 'POST', route: '/api/admin/products', signIn: false, staff: 'member', fields: PRODUCT_FIELDS },
  { method: 'PUT', route: '/api/admin/products/:id', signIn: false, staff: 'member', fields: PRODUCT_FIELDS },
  {
    method: 'POST',
    route: '/api/admin/products/:id/archive',
    signIn: false,
    staff: 'member',
    fields: ['archived'],
  },
  {
    method: 'POST',
    route: '/api/admin/stock',
    signIn: false,
    staff: 'member',
    fields: ['productId', 'colorName', 'size', 'delta', 'set', 'reason', 'note'],
  },
  {
    method: 'GET',
    route: '/api/admin/stock/movements',
    signIn: false,
    staff: 'member',
    fields: [],
    query: ['productId', 'colorName', 'size', 'before', 'limit'],
  },
  { method: 'GET', route: '/api/admin/stock/settings', signIn: false, staff: 'member', fields: [] },
  {
    method: 'PUT',
    route: '/api/admin/stock/settings',
    signIn: false,
    staff: 'owner',
    fields: ['lowStockThreshold'],
  },
  {
    method: 'GET',
    route: '/api/admin/export/orders.csv',
    signIn: false,
    staff: 'member',
    fields: [],
    query: ['from', 'to'],
    csvAnswer: true,
  },
  {
    method: 'GET',
    route: '/api/admin/export/products.csv',
    signIn: false,
    staff: 'member',
    fields: [],
    csvAnswer: true,
  },
  {
    method: 'POST',
    route: '/api/admin/import/products',
    signIn: false,
    staff: 'owner',
    fields: [],
    query: ['mode'],
    csvBody: true,
  },
  {
    method: 'GET',
    route: '/api/admin/outbox',
    signIn: false,
    staff: 'owner',
    fields: [],
    query: ['status', 'before', 'limit'],
  },
  { method: 'GET', route: '/api/admin/outbox/:id', signIn: false, staff: 'owner', fields: [] },
  { method: 'POST', route: '/api/admin/outbox/:id/retry', signIn: false, staff: 'owner', fields: [] },
  {
    method: 'GET',
    route: '/api/admin/tax-documents',
    signIn: false,
    staff: 'member',
    fields: [],
    query: TAX_DOCUMENTS_QUERY,
  },
  {
    method: 'GET',
    route: '/api/admin/tax-documents/export',
    signIn: false,
    staff: 'member',
    fields: [],
    query: TAX_DOCUMENTS_QUERY,
    csvAnswer: true,
  },
  {
    method: 'GET',
    route: '/api/admin/tax-documents/:number/pdf',
    signIn: false,
    staff: 'member',
    fields: [],
    pdfAnswer: true,
  },
];

/**
 * Registered only when Stripe is the gateway (see docs/architecture.md); its body is raw bytes checked by
 * signature.
 */
export const STRIPE_WEBHOOK: Endpoint = {
  method: 'POST',
  route: '/api/webhooks/stripe',
  signIn: false,
  fields: ['id', 'object', 'type', 'data'],
};

export const ALL_ENDPOINTS: readonly Endpoint[] = [
  ...PUBLIC_ENDPOINTS,
  ...SIGNED_IN_ENDPOINTS,
  ...ADMIN_ENDPOINTS,
  STRIPE_WEBHOOK,
];

/**
 * The back office's catalogue endpoints (products, pictures, stock, CSV, discount codes, customers, search
 * synonyms): fuzzed in a file of their own, so the two halves of the back office run side by side on two test
 * workers.
 */
const CATALOGUE_ROUTE =
  /^\/api\/admin\/(products|uploads|stock|import|export\/products\.csv|discounts|customers|search-synonyms)(\/|$)/;
export const isCatalogueEndpoint = (endpoint: Pick<Endpoint, 'route'>) =>
  CATALOGUE_ROUTE.test(endpoint.route);

export const endpointName = (endpoint: Pick<Endpoint, 'method' | 'route'>) =>
  `${endpoint.method} ${endpoint.route}`;

/** The methods whose request carries a body its schema reads; GET and DELETE read none. */
export const readsBody = (endpoint: Pick<Endpoint, 'method'>) =>
  endpoint.method === 'POST' || endpoint.method === 'PATCH' || endpoint.method === 'PUT';

/** The methods the back office refuses from another site (decision 015): all but GET (and HEAD, OPTIONS). */
export const changesState = (endpoint: Pick<Endpoint, 'method'>) => endpoint.method !== 'GET';

/**
 * The api routes an app registered, read from Fastify's route tree (`printRoutes`), so the suite fails when
 * a route is added without being fuzzed. HEAD answers are Fastify's own copies of the GET routes.
 */
export function registeredApiRoutes(tree: string): string[] {
  const found: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    const path = (prefixes[depth - 1] ?? '') + segment;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of methods.split(', ')) {
      if (method && method !== 'HEAD' && path.startsWith('/api/')) found.push(`${method} ${path}`);
    }
  }
  return found.sort();
}

import compress from '@fastify/compress';
import type { StoreContact } from '@souq/shared/config/store';
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { MailConfig } from './config/env';
import type { Database } from './db/client';
import { lazyRequestLogger } from './lib/request-logger';
import { accountDataRoutes } from './modules/account-data/account-data-routes';
import { createAccountDeletion } from './modules/account-data/account-deletion';
import { createAccountExport } from './modules/account-data/account-export';
import { createAddressesRepo } from './modules/addresses/addresses-repo';
import { addressesRoutes } from './modules/addresses/addresses-routes';
import { createAddressesService } from './modules/addresses/addresses-service';
import { adminRoutes } from './modules/admin/admin-routes';
import { createStaffSessions } from './modules/admin/staff/staff-sessions';
import { createCartRepo } from './modules/cart/cart-repo';
import { cartRoutes } from './modules/cart/cart-routes';
import { createCartService } from './modules/cart/cart-service';
import { discountsRoutes } from './modules/discounts/discounts-routes';
import { createDiscountsService } from './modules/discounts/discounts-service';
import { healthRoutes } from './modules/health/health-routes';
import { mailPlugin } from './modules/mail/mail-plugin';
import type { MailTransport } from './modules/mail/mail-transport';
import { newsletterRoutes } from './modules/newsletter/newsletter-routes';
import { createNewsletterService } from './modules/newsletter/newsletter-service';
import { createUnsubscribeTokens } from './modules/newsletter/unsubscribe-token';
import { cardOrdersRoutes } from './modules/orders/card-orders-routes';
import { createCardOrdersService } from './modules/orders/card-orders-service';
import { ordersRoutes } from './modules/orders/orders-routes';
import { createOrdersService } from './modules/orders/orders-service';
import type { ConfiguredGateway } from './modules/payments/create-gateway';
import { createDemoGateway } from './modules/payments/demo-gateway';
import { demoRoutes } from './modules/payments/demo-routes';
import { paymentConfigRoutes } from './modules/payments/payment-config-routes';
import { stripeWebhookRoutes } from './modules/payments/webhook-routes';
import { openCatalog } from './modules/products/catalog';
import { productsRoutes } from './modules/products/products-routes';
import { PostgresSearch } from './modules/search/postgres-search';
import { SearchIndex } from './modules/search/search-index';
import { storeRoutes } from './modules/store/store-routes';
import { taxDocumentsRoutes } from './modules/tax-documents/tax-documents-routes';
import { createPictureStore } from './modules/uploads/create-picture-store';
import type { PictureStore } from './modules/uploads/picture-store';
import { picturesRoutes } from './modules/uploads/pictures-routes';
import { createAccountCheck } from './modules/users/account-check';
import { createAccountTokensRepo } from './modules/users/account-tokens-repo';
import { passwordResetRoutes } from './modules/users/password-reset-routes';
import { createPasswordResetService } from './modules/users/password-reset-service';
import { profileRoutes } from './modules/users/profile-routes';
import { createProfileService } from './modules/users/profile-service';
import { createTokenService } from './modules/users/tokens';
import { createUsersRepo } from './modules/users/users-repo';
import { usersRoutes } from './modules/users/users-routes';
import { createUsersService } from './modules/users/users-service';
import { createWishlistRepo } from './modules/wishlist/wishlist-repo';
import { wishlistRoutes } from './modules/wishlist/wishlist-routes';
import { createWishlistService } from './modules/wishlist/wishlist-service';
import { adminAuthPlugin } from './plugins/admin-auth';
import { adminFilesPlugin } from './plugins/admin-files';
import { answerLanguagePlugin } from './plugins/answer-language';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { type AuthRateLimits, DEFAULT_AUTH_RATE_LIMITS, rateLimitsPlugin } from './plugins/rate-limits';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticFilesPlugin } from './plugins/static-files';

export interface AppOptions {
  database: Database;
  jwtSecret: string;
  store: StoreContact;
  uploadsDir: string;
  /**
   * Where uploaded pictures are kept; by default the database on PostgreSQL, else files under `uploadsDir`
   * (server.ts passes the S3 bucket when one is configured).
   */
  pictures?: PictureStore;
  webDistDir: string;
  /** The built back office, served at /admin; absent (the api's tests) or not built, /admin is not served. */
  adminDistDir?: string | undefined;
  redis?: Redis | undefined;
  rateLimits?: AuthRateLimits;
  logger?: FastifyServerOptions['logger'];
  /** The card gateway; the offline demo gateway when absent. */
  gateway?: ConfiguredGateway;
  /** Where people reach the store: links the back office hands out, and the origin its forms come from. */
  publicUrl?: string;
  /** How e-mail leaves: without an SMTP server (the default) it waits in the outbox. */
  mail?: MailConfig;
  /** A transport of the caller's own instead of `mail.smtpUrl`'s (tests). */
  mailTransport?: MailTransport;
}

/** Errors raised before routing (a malformed %-escape in the URL) bypass the error handler. */
function refuseUnroutableRequest(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.code(400).send({
    success: false,
    message: error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid.' : 'The request is not valid.',
  });
}

/**
 * Order matters: the error plugin first so every later failure is answered in one shape; then
 * cross-cutting plugins (headers, compression, auth, rate limits) that routes rely on; then the routes;
 * the static files last, because their not-found handler is the SPA fallback for every other path.
 */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // Without a logger Fastify gives every request the null logger itself, which costs nothing already.
    ...(options.logger ? { childLoggerFactory: lazyRequestLogger } : {}),
    bodyLimit: 1024 * 1024,
    frameworkErrors: refuseUnroutableRequest,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  // Every answer's message in the shopper's language (Accept-Language).
  await app.register(answerLanguagePlugin);
  // `__proto__` and `constructor.prototype` keys are refused with a 400.
  await app.register(jsonBodyPlugin);
  const { db } = options.database;
  const gateway = options.gateway ?? createDemoGateway(db);
  await app.register(securityHeadersPlugin, { stripe: gateway.kind === 'stripe' });
  // A GET or HEAD route reads no body, so there is nothing to decompress; left on, @fastify/compress would
  // run its request hook on every call. Added before compress so its own route hook sees the setting.
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) {
      route.decompress ??= false;
    }
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(authPlugin, {
    tokens: createTokenService(options.jwtSecret),
    accounts: createAccountCheck(db, (onChange) => options.database.watchAccounts(onChange)),
  });
  await app.register(rateLimitsPlugin, {
    limits: options.rateLimits ?? DEFAULT_AUTH_RATE_LIMITS,
    redis: options.redis,
  });
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const staffSessions = createStaffSessions(db);
  await app.register(adminAuthPlugin, { sessions: staffSessions, publicUrl });

  await app.register(mailPlugin, {
    db,
    config: options.mail ?? { smtpUrl: null, from: `${options.store.name} <${options.store.email}>` },
    store: options.store,
    publicUrl,
    ...(options.mailTransport ? { transport: options.mailTransport } : {}),
  });

  const searchIndex = new SearchIndex(options.database.catalogReader);
  await app.register(healthRoutes, {
    ping: () => options.database.ping(),
    searchIndexed: () => searchIndex.ready,
  });
  await app.register(storeRoutes, { store: options.store, db });
  const catalog = await openCatalog(options.database, {
    onProductsChanged: (ids) => searchIndex.changed(ids),
    onSynonymsChanged: () => searchIndex.synonymsChanged(),
    searchNumbering: () => searchIndex.numbering(),
  });
  searchIndex.open();
  app.addHook('onClose', async () => {
    searchIndex.close();
    await catalog.close();
  });
  const search = new PostgresSearch(db, searchIndex);
  await app.register(productsRoutes, { catalog, search });
  const accountMail = { publicUrl: app.mail.context.publicUrl, wake: () => app.mail.wake() };
  await app.register(usersRoutes, {
    users: createUsersService(createUsersRepo(db), app.tokens, createAccountTokensRepo(db), accountMail),
  });
  await app.register(passwordResetRoutes, {
    reset: createPasswordResetService(db, app.tokens, app.accounts, accountMail),
  });
  await app.register(profileRoutes, {
    profile: createProfileService(db, app.tokens, app.accounts, accountMail),
  });
  await app.register(newsletterRoutes, {
    newsletter: createNewsletterService({
      db,
      publicUrl,
      unsubscribeTokens: createUnsubscribeTokens(options.jwtSecret),
      wakeMail: () => app.mail.wake(),
    }),
  });
  await app.register(accountDataRoutes, {
    accountExport: createAccountExport(db),
    accountDeletion: createAccountDeletion({
      db,
      gateway,
      forgetAccount: (userId) => app.accounts.forget(userId),
    }),
  });
  await app.register(cartRoutes, { cart: createCartService(createCartRepo(db)) });
  await app.register(wishlistRoutes, { wishlist: createWishlistService(createWishlistRepo(db)) });
  await app.register(addressesRoutes, { addresses: createAddressesService(createAddressesRepo(db)) });
  await app.register(discountsRoutes, { discounts: createDiscountsService(db) });
  await app.register(ordersRoutes, { orders: createOrdersService(db, gateway) });
  await app.register(taxDocumentsRoutes, { db });
  const logGatewayError = (error: unknown) => app.log.error({ err: error }, 'the payment gateway failed');
  const cardOrders = createCardOrdersService(db, gateway, logGatewayError);
  await app.register(cardOrdersRoutes, { cardOrders });
  await app.register(paymentConfigRoutes, { gateway });
  if (gateway.kind === 'demo') await app.register(demoRoutes, { demo: gateway });
  // With the demo gateway there is no signer, so the webhook route does not exist (a JSON 404).
  if (gateway.kind === 'stripe') await app.register(stripeWebhookRoutes, { gateway, cardOrders });
  const pictures =
    options.pictures ??
    createPictureStore({ s3: null, database: options.database, uploadsDir: options.uploadsDir });
  app.addHook('onClose', () => pictures.close());
  await app.register(adminRoutes, { db, gateway, sessions: staffSessions, publicUrl, pictures });
  // Before the static files: their /uploads/* would otherwise look for uploaded pictures on this disk alone.
  await app.register(picturesRoutes, { pictures });

  // Before the storefront's files: their not-found handler is the storefront's page for every other address.
  await app.register(adminFilesPlugin, { adminDistDir: options.adminDistDir });
  await app.register(staticFilesPlugin, {
    webDistDir: options.webDistDir,
    uploadsDir: options.uploadsDir,
    catalog,
    publicUrl,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

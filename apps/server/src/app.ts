import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { type Tokens, createTokens } from './auth/tokens';
import { sessionLookup } from './auth/sessionCache';
import type { UserRow } from './users/users.table';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { commissionsRoutes } from './commissions/commissions.routes';
import { seedCatalogue } from './catalogue/catalogue.seed';
import type { Config } from './config/config';
import { type Database, type Db, openDatabase } from './db/client';
import { designsRoutes } from './designs/designs.routes';
import { colorsRoutes } from './colors/colors.routes';
import { dropboxRoutes } from './dropbox/dropbox.routes';
import { downloadsRoutes } from './exports/downloads.routes';
import { exportsRoutes, registerExporter } from './exports/exports.routes';
import { imagesRoutes } from './images/images.routes';
import { illustrationsRoutes } from './illustrations/illustrations.routes';
import { installSeedIllustrations } from './illustrations/seed/seedIllustrations';
import { photosRoutes } from './photos/photos.routes';
import { seedPhotoLibrary } from './photos/seed/seedPhotos';
import { fontsRoutes } from './fonts/fonts.routes';
import { installSeedFonts, seedFontCategories } from './fonts/fonts.seed';
import { installSeedTemplates } from './templates/seed/seedTemplates';
import { templatesRoutes } from './templates/templates.routes';
import { publicRoutes } from './health/health.routes';
import { checkAnswersAgainstContract } from './http/contract';
import { frameworkErrors, registerErrorHandler } from './http/errors';
import { DEFAULT_BODY_LIMIT_BYTES, registerJsonBodyParser } from './http/jsonBody';
import { registerOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerRateLimits } from './http/rateLimits';
import { registerErrorReporting } from './http/errorReporting';
import { registerRequestIdHeader, requestIdOf } from './http/requestIds';
import { requestLogFields } from './http/logRedaction';
import { registerMetrics } from './health/metrics';
import { databaseRateLimitStore } from './http/rateLimitStore';
import { registerZodValidation } from './http/validation';
import { registerWebApp } from './http/webApp';
import multipart from '@fastify/multipart';
import { filesRoutes } from './storage/files.routes';
import { createLocalStorage } from './storage/localStorage';
import { createS3Storage } from './storage/s3Storage';
import type { FileStorage } from './storage/storage';
import { type Mailer, createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { ensureAdminAccount } from './users/admin-account';
import { plansRoutes } from './plans/plans.routes';
import { ordersRoutes } from './orders/orders.routes';
import { printRoutes } from './print/print.routes';
import { printProfileRoutes } from './print/profileRoute';
import { paymentsRoutes } from './payments/payments.routes';
import { stripeWebhookRoutes } from './payments/webhook.routes';
import { usersRoutes } from './users/users.routes';
import { svgsRoutes } from './svgs/svgs.routes';
import type { PaymentProvider } from './payments/provider';
import { createPaymentProvider } from './payments/providers';
import { installSeedSvgs } from './svgs/svgs.seed';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The account of a session in force, or null (auth/sessionCache.ts). */
    sessionUser: (jti: string, userId: number) => Promise<UserRow | null>;
    tokens: Tokens;
    mailer: Mailer;
    storage: FileStorage;
    /** Who takes the money (payments/providers.ts): Stripe, or the built-in test provider. */
    payments: PaymentProvider;
  }
}

export interface BuildOptions {
  config: Config;
  /** An open database; by default one is opened from the config and closed with the app. */
  database?: Database;
  mailer?: Mailer;
  storage?: FileStorage;
  logger?: FastifyServerOptions['logger'];
  /** Check every answer against the route's contract (tests: http/contract.ts). */
  checkAnswers?: boolean;
  payments?: PaymentProvider;
}

// WEB_DIST lets parallel browser-test runs each serve their own build.
const webDist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Builds the whole server: infrastructure first (config, database, tokens, mail), then the
 * database is migrated and seeded, then the API under /api, then the web app for every other path.
 */
/** The logger's options with the request serializer that redacts URLs (http/logRedaction.ts); `false` stays off. */
function withRedactedUrls(logger: NonNullable<FastifyServerOptions['logger']>): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object') return logger;
  return { ...logger, serializers: { ...(logger as { serializers?: object }).serializers, req: requestLogFields } };
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    // Request lines without the secrets some URLs carry (reset tokens, link signatures).
    logger: withRedactedUrls(options.logger ?? { level: config.logLevel }),
    // Fastify accepts a hop count too, though its types omit it.
    trustProxy: config.trustProxy as boolean | string,
    // A few kilobytes for every body but a saved document's (http/jsonBody.ts); the document
    // routes take config.bodyLimitBytes, which caps both.
    bodyLimit: Math.min(DEFAULT_BODY_LIMIT_BYTES, config.bodyLimitBytes),
    // A path the router refuses before any route (malformed, a part too long) answers in the envelope too.
    frameworkErrors,
    // The proxy's x-request-id when sane, else a new one; in every log line (reqId) and answer
    // (http/requestIds.ts). genReqId reads the header itself, to check it, so Fastify does not.
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  registerRequestIdHeader(app);

  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!options.database) app.addHook('onClose', () => database.close());
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('sessionUser', sessionLookup(database.db, database.watchStatements));
  app.decorate('tokens', createTokens(config.jwtSecret, config.jwtExpiresInHours));
  app.decorate(
    'mailer',
    options.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(resolve(config.dataDir, 'outbox'), config.mailFrom, app.log)),
  );
  app.decorate(
    'storage',
    options.storage ?? (config.s3 ? createS3Storage(config.s3, '/api/files') : createLocalStorage(resolve(config.dataDir, 'files'), '/api/files', config.jwtSecret)),
  );
  app.decorate('payments', options.payments ?? createPaymentProvider(config));
  app.decorateRequest('user', null);

  await database.migrate();
  await seedCatalogue(database.db);
  await seedFontCategories(database.db);
  await ensureAdminAccount(database.db, config.adminEmail, app.log);
  if (config.seedLibraries) await seedLibraries(app);
  await installSeedTemplates(database.db, app.storage);

  registerErrorHandler(app);
  registerErrorReporting(app);
  // Before the routes: its onResponse hook times each of them.
  registerMetrics(app, database);
  if (options.checkAnswers) checkAnswersAgainstContract(app);
  registerZodValidation(app);
  registerJsonBodyParser(app);
  // Before every route and the web app, so their answers (errors and 404s too) carry the headers.
  await registerSecurityHeaders(app, webDist);
  // Before the routes: each route opting in with config.limit gets its hooks as it is added.
  // With PostgreSQL, several instances may serve one client: they count its requests together.
  await registerRateLimits(app, config.databaseUrl ? { store: databaseRateLimitStore(database.db) } : {});
  await registerExporter(app);
  // Uploads (pictures, fonts, SVGs): at most 10 files a request (spec 001 section 5), each within
  // the upload limit; a larger file is cut off and refused by the route that reads it.
  await app.register(multipart, { limits: { files: 10, fileSize: config.uploadLimitBytes, fields: 20, fieldSize: 100_000 } });

  // Before the routes: the API's documentation is built from the routes added after it.
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(publicRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(catalogueRoutes);
      await api.register(designsRoutes);
      await api.register(templatesRoutes);
      await api.register(filesRoutes);
      await api.register(imagesRoutes);
      await api.register(colorsRoutes);
      await api.register(dropboxRoutes);
      await api.register(svgsRoutes);
      await api.register(photosRoutes);
      await api.register(fontsRoutes);
      await api.register(commissionsRoutes);
      await api.register(illustrationsRoutes);
      await api.register(exportsRoutes);
      await api.register(printRoutes);
      await api.register(printProfileRoutes);
      await api.register(downloadsRoutes);
      await api.register(plansRoutes);
      await api.register(ordersRoutes);
      await api.register(paymentsRoutes);
      await api.register(stripeWebhookRoutes);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, webDist);
  return app;
}

/**
 * The content a new Layout starts with (fonts, shapes, icons, illustrations, photos), installed
 * once each (seeding/once.ts). Tests skip it unless they ask (SEED_LIBRARIES=true): copying the
 * libraries into every test's storage would slow every test file. Templates seed after these,
 * since they use the fonts and shapes.
 */
async function seedLibraries(app: FastifyInstance): Promise<void> {
  // Each library adds its seed here, one line each.
  await installSeedIllustrations(app);
  await seedPhotoLibrary(app);
  await installSeedFonts(app);
  await installSeedSvgs(app);
}

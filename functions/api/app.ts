import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './env';
import { onError } from './errors';
import { requestClock } from './middleware/request-clock';
import { requestShape } from './middleware/request-shape';
import { privateAnswers } from './middleware/private-answers';
import { session } from './middleware/session';
import { d1Session } from './middleware/d1-session';
import { accountRoutes } from './routes/account';
import { addressRoutes } from './routes/addresses';
import { signInOtpRoutes } from './routes/sign-in-otp';
import { authRoutes } from './routes/auth';
import { activityRoutes } from './routes/activity';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { contentRoutes } from './routes/content';
import { couponRoutes } from './routes/coupons';
import { devRoutes } from './routes/dev';
import { locationRoutes } from './routes/locations';
import { newsletterRoutes } from './routes/newsletter';
import { notificationRoutes } from './routes/notifications';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { orderUpdateRoutes } from './routes/order-updates';
import { privacyRoutes } from './routes/privacy';
import { wishlistRoutes } from './routes/wishlist';
import { instoreRoutes } from './routes/instore';
import { offerRoutes } from './routes/offers';
import { rewardRoutes } from './routes/rewards';
import { simulatorRoutes } from './routes/simulators';
import { staffRoutes } from './routes/staff';
import { PRICE_CSV_PATHS } from './routes/staff-catalogue';
import { STOCK_CSV_PATHS } from './routes/staff-stock-csv';
import { PRODUCT_CSV_PATHS } from './routes/staff-product-csv';
import { stockAlertRoutes } from './routes/stock-alerts';
import { branchShelfRoutes } from './routes/branch-shelf';
import { buyAgainRoutes } from './routes/buy-again';
import { slotRoutes } from './routes/slots';
import { vitalsRoutes } from './routes/vitals';
import { problemRoutes } from './routes/problems';
import { substituteRoutes } from './routes/substitutes';
import { subscriptionRoutes } from './routes/subscriptions';
import { PROBLEM_PHOTO_PATH } from '../../src/lib/domain/orders/problem-photos';
import { PICTURE_UPLOAD_PATH } from '../../src/lib/domain/catalogue/product-picture';
import { productPictureRoutes } from './routes/product-pictures';
import { refusal } from './lang';
import { said } from '../../src/lib/domain/i18n/said';

/** The store's API, mounted at /api/* by src/pages/api/[...path].ts. Paths follow SPEC §7. */
export const app = new Hono<AppEnv>().basePath('/api');

// the request's clock first: everything below reads time through now() (lib/clock.ts)
app.use('*', requestClock());
app.use('*', secureHeaders());
// signed-in answers are never kept by a browser or a proxy unless the route opts in (the catalogue)
app.use('*', privateAnswers());
app.use('*', requestShape());
// Largest legitimate body is a resized profile photo (data URL, ≤ 200 KB); the manager's CSV of
// prices (up to 2 MB) has its own limit on its route (routes/staff-catalogue.ts).
const smallBodies = bodyLimit({
  maxSize: 256 * 1024,
  onError: (c) => c.json(refusal(c, said('srv.requestTooLarge')), 413),
});
// a problem photo (up to 2 MB) and a product picture's copies (up to 800 KB) have their own limits
// on their routes too (routes/problems.ts, routes/product-pictures.ts)
app.use('*', (c, next) =>
  PRICE_CSV_PATHS.includes(c.req.path) ||
  PRODUCT_CSV_PATHS.includes(c.req.path) ||
  STOCK_CSV_PATHS.includes(c.req.path) ||
  PROBLEM_PHOTO_PATH.test(c.req.path) ||
  PICTURE_UPLOAD_PATH.test(c.req.path)
    ? next()
    : smallBodies(c, next),
);
// every query of the request through one D1 session, the shopper's bookmark kept in a cookie (issue 31)
app.use('*', d1Session());
app.use('*', session());

// chained so the app's type carries every route (AppType below, for the typed client)
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- only its type is used, by design
const routes = app
  .get('/health', (c) => c.json({ status: 1, ok: true }))
  // the database answers: for uptime checks, and the baseline `npm run bench` compares catalogue reads with
  .get('/health/db', async (c) => {
    const row = await c.env.DB.prepare('SELECT value FROM setting WHERE key = ?1').bind('reward').first<{ value: string }>();
    return c.json({ status: 1, ok: row !== null });
  })
  .route('/', authRoutes)
  .route('/', signInOtpRoutes)
  .route('/', accountRoutes)
  .route('/', addressRoutes)
  .route('/', devRoutes)
  .route('/', catalogueRoutes)
  .route('/', productPictureRoutes)
  .route('/', contentRoutes)
  .route('/', locationRoutes)
  .route('/', newsletterRoutes)
  .route('/', notificationRoutes)
  .route('/', orderRoutes)
  .route('/', paymentRoutes)
  .route('/', privacyRoutes)
  .route('/', orderUpdateRoutes)
  .route('/', cartRoutes)
  .route('/', couponRoutes)
  .route('/', wishlistRoutes)
  .route('/', stockAlertRoutes)
  .route('/', branchShelfRoutes)
  .route('/', buyAgainRoutes)
  .route('/', slotRoutes)
  .route('/', vitalsRoutes)
  .route('/', problemRoutes)
  .route('/', substituteRoutes)
  .route('/', subscriptionRoutes)
  .route('/', activityRoutes)
  .route('/', rewardRoutes)
  .route('/', instoreRoutes)
  .route('/', offerRoutes)
  .route('/', simulatorRoutes)
  .route('/', staffRoutes);

app.notFound((c) => c.json(refusal(c, said('srv.notFound')), 404));
app.onError(onError);

export type AppType = typeof routes;

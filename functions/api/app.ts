import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './env';
import { onError } from './errors';
import { session } from './middleware/session';
import { accountRoutes } from './routes/account';
import { addressRoutes } from './routes/addresses';
import { authRoutes } from './routes/auth';
import { activityRoutes } from './routes/activity';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { contentRoutes } from './routes/content';
import { couponRoutes } from './routes/coupons';
import { devRoutes } from './routes/dev';
import { locationRoutes } from './routes/locations';
import { newsletterRoutes } from './routes/newsletter';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { wishlistRoutes } from './routes/wishlist';

/** The store's API, mounted at /api/* by src/pages/api/[...path].ts. Paths follow SPEC §7. */
export const app = new Hono<AppEnv>().basePath('/api');

app.use('*', secureHeaders());
// Largest legitimate body is a resized profile photo (data URL, ≤ 200 KB).
app.use(
  '*',
  bodyLimit({
    maxSize: 256 * 1024,
    onError: (c) => c.json({ status: 0, message: 'Request is too large' }, 413),
  }),
);
app.use('*', session());

const routes = app
  .get('/health', (c) => c.json({ status: 1, ok: true }))
  .route('/', authRoutes)
  .route('/', accountRoutes)
  .route('/', addressRoutes)
  .route('/', devRoutes)
  .route('/', catalogueRoutes)
  .route('/', contentRoutes)
  .route('/', locationRoutes)
  .route('/', newsletterRoutes)
  .route('/', orderRoutes)
  .route('/', paymentRoutes)
  .route('/', cartRoutes)
  .route('/', couponRoutes)
  .route('/', wishlistRoutes)
  .route('/', activityRoutes);

app.notFound((c) => c.json({ status: 0, message: 'Not found' }, 404));
app.onError(onError);

export type AppType = typeof routes;

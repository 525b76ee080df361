import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './env';
import { onError } from './errors';
import { session } from './middleware/session';
import { catalogueRoutes } from './routes/catalogue';
import { contentRoutes } from './routes/content';
import { locationRoutes } from './routes/locations';

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
  .route('/', catalogueRoutes)
  .route('/', contentRoutes)
  .route('/', locationRoutes);

app.notFound((c) => c.json({ status: 0, message: 'Not found' }, 404));
app.onError(onError);

export type AppType = typeof routes;

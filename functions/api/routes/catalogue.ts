import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** Products, categories and search (SPEC §7). */
export const catalogueRoutes = new Hono<AppEnv>();

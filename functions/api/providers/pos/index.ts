/**
 * In-store POS: one interface, one HTTP adapter. With INSTORE_API_URL (+ INSTORE_API_KEY) set it
 * calls the store's system; in development without it the same adapter calls the local simulator
 * in-process. Elsewhere without it in-store bills are off: every call is refused with a clear 503.
 */
import type { Env } from '../../env';
import { featureMode } from '../feature-off';
import { ServiceOff } from '../rewards/service-off';
import { simulatorKey } from '../rewards/simulator-auth';
import { timeoutFrom } from '../rewards/service-call';
import { HttpPos } from './http';
import { posSimulator } from './simulator';
import type { PosProvider } from './types';
import { said } from '../../../../src/lib/domain/i18n/said';
export type { Bill, PointsEarned, PosProvider } from './types';

export const POS_DOWN = 'In-store billing service is not responding. Please try again.';
const SIMULATOR_BASE = 'https://pos.simulator.internal';

export function posConfigured(env: Env): boolean {
  return Boolean(env.INSTORE_API_URL);
}

const posOff: PosProvider = {
  simulated: false,
  billsByCustomer: () => Promise.reject(new ServiceOff(said('srv.featureOff.pos'), 'pos')),
  pointsEarnedHistory: () => Promise.reject(new ServiceOff(said('srv.featureOff.pos'), 'pos')),
};

export function posProvider(env: Env): PosProvider {
  const mode = featureMode(env, 'pos');
  if (mode === 'off') return posOff;
  const timeoutMs = timeoutFrom(env.SERVICE_TIMEOUT_MS);
  if (mode === 'real' && env.INSTORE_API_URL) {
    return new HttpPos(
      {
        name: 'pos',
        base: env.INSTORE_API_URL.replace(/\/+$/, ''),
        key: env.INSTORE_API_KEY,
        fetch: (r) => fetch(r),
        timeoutMs,
        downMessage: said('loy.posDown'),
      },
      false,
    );
  }
  return new HttpPos(
    {
      name: 'pos',
      base: SIMULATOR_BASE,
      key: simulatorKey(),
      fetch: async (r) => posSimulator.request(r, undefined, env),
      timeoutMs,
      downMessage: said('loy.posDown'),
    },
    true,
  );
}

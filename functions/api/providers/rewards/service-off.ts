import { ServiceUnavailable } from './service-call';
import { type Said } from '../../../../src/lib/domain/i18n/said';

/**
 * A service that is off in this deploy (its URL secret is missing outside development). A
 * ServiceUnavailable, so pages and routes show its message as they show a down service, but
 * retrying will not help: `retry: false`.
 */
export class ServiceOff extends ServiceUnavailable {
  constructor(message: Said, service: 'rewards' | 'pos') {
    super(message, service, 'not configured');
    Object.assign(this.extra, { retry: false, off: true });
  }
}

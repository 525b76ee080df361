/** failureReason: one wording of an outside call's failure for the points debit and the reconcile job. */
import { describe, expect, it } from 'vitest';
import { failureReason, ServiceUnavailable } from '../../functions/api/providers/rewards/service-call';
import { said } from '../../src/lib/domain/i18n/said';

describe('failureReason', () => {
  it("gives the service's own reason when it gave one, else the message", () => {
    expect(failureReason(new ServiceUnavailable(said('srv.rewardsDown'), 'rewards', 'timeout after 4000 ms'))).toBe(
      'timeout after 4000 ms',
    );
    expect(failureReason(new ServiceUnavailable(said('srv.rewardsDown'), 'rewards'))).toBe(
      'Rewards service is not responding. Please try again.',
    );
  });

  it('words any other error by its message, and anything else as text', () => {
    expect(failureReason(new Error('D1 batch refused'))).toBe('D1 batch refused');
    expect(failureReason('plain')).toBe('plain');
  });
});

/**
 * The guesser's allowance for OTP guesses (issue 26 item 4, SECURITY.md "lockout design"): every
 * limit is keyed by the guessing IP, none by the number, so nobody's guesses can keep the owner of
 * a number (who holds the right code) out. A guess takes one from each before it is compared; a
 * right guess hands them back, so only wrong guesses are counted.
 */
import { tooManyAttemptsMessage, type OtpPurpose } from '../../../../src/lib/domain/account/account-schemas';
import { ShopError } from '../../errors';
import { giveBack, hitRate, RATE_RULES, type RateHit, type RateTicket } from '../rate-limit';
import { type Said, said } from '../../../../src/lib/domain/i18n/said';

/** Codes that open an existing account: the day's cap per IP applies to them. */
const OPENS_AN_ACCOUNT: OtpPurpose[] = ['forgot', 'login', 'signin'];

export interface Guess {
  purpose: OtpPurpose;
  /** the newest live code: a new code gives a guesser a fresh (small) allowance at it, nothing more */
  codeId: number;
  ip: string;
}

/** Counts the guess against the IP (per code, per hour, per day for account codes); 429 past any, nothing compared. */
export async function takeGuess(db: D1Database, g: Guess, now: number): Promise<RateTicket[]> {
  const hits: [RateHit, Said][] = [
    // the code's id names the number without writing it down (erasure deletes counters that name a phone)
    [await hitRate(db, RATE_RULES.otpWrongPerCodeIp, `code${g.codeId}:${g.ip}`, now), said('srv.otpLocked')],
  ];
  const hour = await hitRate(db, RATE_RULES.otpWrongPerIp, g.ip, now);
  hits.push([hour, tooManyAttemptsMessage(hour.minutesLeft)]);
  if (OPENS_AN_ACCOUNT.includes(g.purpose))
    hits.push([await hitRate(db, RATE_RULES.accountOtpWrongPerIp, g.ip, now), said('srv.otpDailyLimit')]);
  const over = hits.find(([hit]) => hit.over);
  if (over) {
    // a refused guess is not compared, so it is not a wrong guess either
    await giveBack(
      db,
      hits.map(([hit]) => hit.ticket),
    );
    throw new ShopError(over[1], 429);
  }
  return hits.map(([hit]) => hit.ticket);
}

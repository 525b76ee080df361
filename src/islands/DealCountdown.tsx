import { dealCountdown } from '../lib/domain/deal';
import { useClock } from './hooks';

interface Props {
  /** deal end, epoch ms */
  to: number;
  /** server clock at render time, so hydration matches */
  now: number;
  label?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A deal's time left, ticking every second (SPEC §4). */
export default function DealCountdown({ to, now: serverNow, label = 'Ends in' }: Props) {
  const now = useClock(serverNow, serverNow < to);
  const left = dealCountdown(to, now);
  if (left.over) return <p className="countdown countdown--over">Deal ended</p>;
  return (
    <p className="countdown">
      <span className="countdown__label">{label}</span>{' '}
      <time dateTime={`PT${left.days * 24 + left.hours}H${left.minutes}M${left.seconds}S`}>
        {left.days > 0 && <>{left.days}d </>}
        {pad(left.hours)}h {pad(left.minutes)}m {pad(left.seconds)}s
      </time>
    </p>
  );
}

/** The run's clock as the global setup makes it (serve.ts), free of vitest so it can load there. */
export interface RunClock {
  /** the pinned instant, epoch ms */
  pinned: number;
  /** the real epoch ms the run's clock stood at `pinned` */
  began: number;
}

/** The run's clock written as the server reads it (x-dev-now or DEV_NOW: "<pinned>@<real start>"). */
export function runClockHeader({ pinned, began }: RunClock): string {
  return `${pinned}@${began}`;
}

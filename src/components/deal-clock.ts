/**
 * Ticks deal countdowns in the browser (SPEC §4: every second): the server's HTML for a countdown
 * (DealCountdown.astro) or one a page script draws after asking the API (the festival cards) carries
 * the deal's end and the page's words on the element, and one timer ticks them all.
 */
import { dealCountdown } from '../lib/domain/catalogue/deal';
import { countdownDuration, countdownText } from '../lib/domain/catalogue/deal-countdown';

/** `shift` (ms) moves the clock: a festival preview link counts down as on its day. */
export function tickCountdowns(clocks: HTMLElement[], shift = 0): void {
  // A cached page may be a minute old, so the browser's clock takes over at once.
  function tick() {
    const now = Date.now() + shift;
    let running = false;
    for (const clock of clocks) {
      if (!clock.dataset.dealEnd) continue;
      const left = dealCountdown(Number(clock.dataset.dealEnd), now);
      if (left.over) {
        delete clock.dataset.dealEnd;
        clock.className = 'countdown countdown--over';
        // the page's words, written on the element by the server: the script carries none
        clock.textContent = clock.dataset.ended ?? '';
        continue;
      }
      running = true;
      const time = clock.querySelector('time');
      if (time) {
        // the units too ("d h m s", "ದಿ ಗಂ ನಿ ಸೆ"): space-separated on the element
        const units = clock.dataset.units?.split(' ');
        time.textContent = countdownText(left, units);
        time.dateTime = countdownDuration(left);
      }
    }
    if (running) setTimeout(tick, 1000 - (now % 1000));
  }
  tick();
}

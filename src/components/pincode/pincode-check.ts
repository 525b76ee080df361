/**
 * SPEC §2: once more than 5 digits are typed, says whether we deliver there. Fetched on the
 * shopper's first keystroke in the box (PincodeCheck.astro), so the page's first load does not carry it.
 */
import { PINCODE_RE } from '../../lib/domain/patterns';
import type { PageAnswer } from '../../lib/api/page-answers';

type Result = 'yes' | 'no' | 'checking' | 'idle';

export function startPincodeCheck(box: HTMLElement): void {
  const input = box.querySelector('input');
  const status = box.querySelector<HTMLElement>('[role="status"]');
  if (!input || !status) return;
  let asked = 0;

  const show = (result: Result) => {
    status.className = result === 'yes' ? 'pincode__result--yes' : result === 'no' ? 'pincode__result--no' : '';
    // the words are the page's, in its language (data-yes, data-no, data-checking)
    status.textContent = result === 'idle' ? '' : (box.dataset[result] ?? '');
  };

  const check = async () => {
    // digits only, like the address form
    input.value = input.value.replace(/\D/g, '');
    const code = input.value;
    const mine = ++asked;
    if (code.length <= 5) return show('idle');
    // an impossible pincode needs no round trip
    if (!PINCODE_RE.test(code)) return show('no');
    show('checking');
    let result: Result = 'idle';
    try {
      const res = await fetch(`/api/pincode/${code}`);
      const body: PageAnswer<'pincode/:code'> | null = res.ok ? await res.json() : null;
      result = body?.status === 1 && body.available ? 'yes' : 'no';
    } catch {
      /* offline for a moment: say nothing rather than "not available" */
    }
    // a later keystroke's answer wins, whichever arrives first
    if (mine === asked) show(result);
  };

  input.addEventListener('input', () => void check());
  void check();
}

import { useId, useState } from 'react';
import { PINCODE_RE as PINCODE } from '../lib/domain/patterns';

type Result = 'idle' | 'checking' | 'yes' | 'no';

/** SPEC §2: once more than 5 characters are typed, says whether we deliver there. */
export default function PincodeCheck() {
  const id = useId();
  const [result, setResult] = useState<Result>('idle');

  const check = async (raw: string) => {
    const code = raw.replace(/\D/g, '');
    if (code.length <= 5) {
      setResult('idle');
      return;
    }
    // an impossible pincode needs no round trip
    if (!PINCODE.test(code)) {
      setResult('no');
      return;
    }
    setResult('checking');
    try {
      const res = await fetch(`/api/pincode/${code}`);
      const body = res.ok ? ((await res.json()) as { available?: boolean }) : null;
      setResult(body?.available ? 'yes' : 'no');
    } catch {
      setResult('idle');
    }
  };

  return (
    <div className="pincode">
      <label htmlFor={`${id}-pin`}>Check delivery to your pincode</label>
      <div className="pincode__row">
        <input
          id={`${id}-pin`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="560038"
          aria-describedby={`${id}-result`}
          onChange={(e) => {
            // digits only, like the address form
            e.target.value = e.target.value.replace(/\D/g, '');
            void check(e.target.value);
          }}
        />
        <p id={`${id}-result`} role="status" className={result === 'yes' ? 'pincode__result--yes' : result === 'no' ? 'pincode__result--no' : undefined}>
          {result === 'yes' ? 'Available' : result === 'no' ? 'Not available' : result === 'checking' ? 'Checking…' : ''}
        </p>
      </div>
    </div>
  );
}

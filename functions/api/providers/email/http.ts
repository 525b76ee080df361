/**
 * A transactional e-mail API over HTTP: POST JSON { from, to, subject, text } with a Bearer key
 * (the shape most providers accept; adapt here for a specific one).
 */
import type { EmailProvider } from './types';

const TIMEOUT_MS = 8000;

export function httpEmail(url: string, apiKey: string, from: string): EmailProvider {
  return {
    async send(m) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ from, to: m.to, subject: m.subject, text: m.body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`E-mail API answered ${res.status}`);
    },
  };
}

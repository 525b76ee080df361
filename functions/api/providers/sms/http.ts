/**
 * A real SMS gateway over HTTP. Indian gateways differ in field names, so this speaks a plain JSON
 * shape ({ to: "91XXXXXXXXXX", message }) with a bearer key; adapt here for a specific gateway.
 * The text is the DLT-registered template, so the gateway can match it.
 */
import type { SmsProvider } from './types';

const TIMEOUT_MS = 8000;

export function httpSms(url: string, apiKey: string): SmsProvider {
  return {
    async send(phone, body) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ to: `91${phone}`, message: body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

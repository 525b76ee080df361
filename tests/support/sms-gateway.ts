/**
 * A stand-in SMS gateway (the JSON shape providers/sms/http.ts speaks; fake-service.ts: the app's fetch
 * reaches it), so a production-mode worker can send OTPs and notices that a test reads back.
 */
import { json, startFakeService } from './fake-service';

export const SMS_TEST_KEY = 'sms-test-key';

export interface SmsGateway {
  url: string;
  /** texts as sent: 10-digit mobile and body, oldest first */
  texts: { phone: string; body: string }[];
  close: () => void;
}

export async function startSmsGateway(): Promise<SmsGateway> {
  const texts: SmsGateway['texts'] = [];
  const { base, close } = startFakeService(async (req) => {
    if (req.headers.get('authorization') !== `Bearer ${SMS_TEST_KEY}`) return json({}, 401);
    const body = (await req.json()) as { to: string; message: string };
    texts.push({ phone: body.to.replace(/^91/, ''), body: body.message });
    return json({ status: 'ok' });
  });
  return { url: `${base}/send`, texts, close };
}

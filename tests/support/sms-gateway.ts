/**
 * A stand-in SMS gateway over real HTTP (the JSON shape providers/sms/http.ts speaks), so a
 * production-mode worker can send OTPs and notices that a test reads back.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SMS_TEST_KEY = 'sms-test-key';

export interface SmsGateway {
  url: string;
  /** texts as sent: 10-digit mobile and body, oldest first */
  texts: { phone: string; body: string }[];
  close: () => void;
}

export async function startSmsGateway(): Promise<SmsGateway> {
  const texts: SmsGateway['texts'] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== `Bearer ${SMS_TEST_KEY}`) {
        res.statusCode = 401;
        return res.end('{}');
      }
      const body = JSON.parse(raw) as { to: string; message: string };
      texts.push({ phone: body.to.replace(/^91/, ''), body: body.message });
      res.end('{"status":"ok"}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    texts,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

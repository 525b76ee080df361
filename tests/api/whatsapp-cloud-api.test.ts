/**
 * The real WhatsApp adapter speaks Meta's Cloud API (docs/whatsapp.md): POST
 * {base}/{PHONE_NUMBER_ID}/messages with the bearer token and a `template` message (name, language
 * code, body parameters in order), to a local stand-in for graph.facebook.com; a refusal rejects
 * with Meta's reason so the caller logs it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPH_API, httpWhatsApp } from '../../functions/api/providers/whatsapp/http';
import { whatsappMessage } from '../../src/lib/domain/orders/whatsapp-templates';
import { json, startFakeService } from '../support/fake-service';

let graph: ReturnType<typeof startFakeService>;
let base: string;
const seen: { url: string; auth: string; body: any }[] = [];

beforeAll(() => {
  graph = startFakeService(async (req) => {
    const auth = req.headers.get('authorization') ?? '';
    seen.push({ url: new URL(req.url).pathname, auth, body: await req.json() });
    if (auth !== 'Bearer good-token') return json('{"error":{"message":"Invalid OAuth access token","code":190}}', 401);
    return json('{"messaging_product":"whatsapp","messages":[{"id":"wamid.1"}]}');
  });
  base = `${graph.base}/v21.0`;
});
afterAll(() => graph.close());

describe('the Cloud API adapter', () => {
  it('is Graph API v21.0', () => {
    expect(GRAPH_API).toBe('https://graph.facebook.com/v21.0');
  });

  it('sends a template message: name, language, body parameters in {{n}} order, to 91 + the mobile', async () => {
    const m = whatsappMessage('order_out_for_delivery', 'kn', { order: 'HF123', code: '0427' });
    await httpWhatsApp('good-token', '1098765', base).send('9876543210', m);
    expect(seen.at(-1)).toEqual({
      url: '/v21.0/1098765/messages',
      auth: 'Bearer good-token',
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '919876543210',
        type: 'template',
        template: {
          name: 'order_out_for_delivery',
          language: { code: 'kn' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'HF123' },
                { type: 'text', text: '0427' },
              ],
            },
          ],
        },
      },
    });
  });

  it("rejects with Meta's reason when refused, never with the token", async () => {
    const m = whatsappMessage('order_delivered', 'en', { order: 'HF123' });
    const sending = httpWhatsApp('bad-token', '1098765', base).send('9876543210', m);
    await expect(sending).rejects.toThrow(/401: .*Invalid OAuth access token/);
    await expect(sending).rejects.not.toThrow(/bad-token/);
  });
});

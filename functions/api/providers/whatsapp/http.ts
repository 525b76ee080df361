/**
 * WhatsApp Business Cloud API (Meta's Graph API): one template message per call,
 * POST https://graph.facebook.com/v21.0/{PHONE_NUMBER_ID}/messages with a system user's token.
 * Only templates Meta has approved can start a conversation; their names and body parameters are
 * src/lib/domain/orders/whatsapp-templates.ts (docs/whatsapp.md lists what to register).
 */
import type { WhatsAppProvider } from './types';

const TIMEOUT_MS = 8000;
export const GRAPH_API = 'https://graph.facebook.com/v21.0';

/** The request body the Cloud API takes for a template message (exported for its test). */
export function templateRequest(phone: string, message: Parameters<WhatsAppProvider['send']>[1]) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: `91${phone}`,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.lang },
      components: [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }],
    },
  };
}

export function httpWhatsApp(token: string, phoneNumberId: string, base = GRAPH_API): WhatsAppProvider {
  return {
    async send(phone, message) {
      const res = await fetch(`${base}/${encodeURIComponent(phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(templateRequest(phone, message)),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) {
        // Graph API errors say why (e.g. 132001 template does not exist in that language); never the token
        const why = await res.text().catch(() => '');
        throw new Error(`WhatsApp Cloud API answered ${res.status}: ${why.slice(0, 300)}`);
      }
    },
  };
}

/**
 * Order updates on WhatsApp (issue 32, docs/whatsapp.md): the template messages as registered with
 * Meta (`wa.{template}`, names and parameters in src/lib/domain/orders/whatsapp-templates.ts; a {name}
 * here is {{n}} there), the ticket update's SMS (its DLT template), what the API says, and the
 * account page's and checkout's words. Spread into en.ts through en-after-door.ts.
 */
export const EN_WHATSAPP = {
  'wa.order_confirmed': 'Your Haat Fresh order {order} is confirmed. We will let you know when it is on its way.',
  'wa.order_confirmed_slot': 'Your Haat Fresh order {order} is confirmed for {slot}. We will let you know when it is on its way.',
  'wa.order_out_for_delivery': 'Your Haat Fresh order {order} is out for delivery. Give code {code} to the rider at the door.',
  'wa.order_ready_for_pickup': 'Your Haat Fresh order {order} is ready for pickup. Show code {code} at the counter.',
  'wa.order_delivered': 'Your Haat Fresh order {order} is completed. Thank you for shopping with us.',
  'wa.order_cancelled': 'Your Haat Fresh order {order} has been cancelled. Any payment made will be refunded.',
  'wa.order_refund': 'Refund of {amount} for your Haat Fresh order {order} has been processed.',
  'wa.payment_refund':
    'Refund of {amount} for your Haat Fresh payment {payment} has been processed. It reaches your account within 5-7 working days.',
  'wa.ticket_update': 'Your Haat Fresh problem report {ticket}: {state}',
  'sms.ticket.acknowledged': 'Your Haat Fresh problem report {ticket} is being looked into. We resolve it within 30 days. - HAATFR',
  'sms.ticket.refund': 'Your Haat Fresh problem report {ticket} is resolved: {amount} refunded to your payment method. - HAATFR',
  'sms.ticket.refundCash': 'Your Haat Fresh problem report {ticket} is resolved: the store refunds {amount} in cash. - HAATFR',
  'sms.ticket.replacementOrder': 'Your Haat Fresh problem report {ticket} is resolved: a free replacement comes as order {txnid}. - HAATFR',
  'sms.ticket.replacement': 'Your Haat Fresh problem report {ticket} is resolved with a replacement. See My problem reports. - HAATFR',
  'sms.ticket.refused': 'Your Haat Fresh problem report {ticket} was not accepted. The reason is in My problem reports. - HAATFR',
  'srv.wa.chooseChannel': 'Please choose SMS, WhatsApp or both',
  'srv.wa.off': 'Order updates on WhatsApp are not available right now. We will keep sending them by SMS.',
  'srv.wa.savedSms': 'Order updates will come by SMS',
  'srv.wa.savedWhatsApp': 'Order updates will come on WhatsApp',
  'srv.wa.savedBoth': 'Order updates will come by SMS and on WhatsApp',
  'wa.title': 'Order updates',
  'wa.lead': 'How should we tell you that your order is confirmed, on its way and delivered?',
  'wa.channel.sms': 'SMS only',
  'wa.channel.whatsapp': 'WhatsApp only',
  'wa.channel.both': 'SMS and WhatsApp',
  'wa.consent':
    'Choosing WhatsApp means you agree to get order updates from Haat Fresh on WhatsApp at {phone}. Choose SMS to stop them at any time.',
  'wa.since': 'WhatsApp updates on since {date}',
  'wa.save': 'Save',
  'wa.saving': 'Saving…',
  'wa.failed': 'Not saved. Please try again.',
  'wa.checkoutBox': 'Send order updates on WhatsApp',
  'wa.checkoutHint': 'To {phone}, besides SMS. You can stop them in My account.',
} as const;

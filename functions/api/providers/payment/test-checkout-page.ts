/**
 * The local test provider's stand-in for Razorpay's payment window (only served while the test
 * provider is active). Self-contained: no external scripts, styles or fonts.
 *
 * Contract with the checkout page (mirrors Razorpay's handler / payment.failed callbacks):
 * - navigate to checkout_url from /payments/create in the same tab, or open it as a popup with
 *   window.open(checkout_url + '&popup=1');
 * - "Pay (success)" POSTs /api/payments/test-complete {order_id, outcome:'success'}; the server makes
 *   pay_test_… and the real HMAC signature and answers
 *   {status:1, response:{razorpay_order_id, razorpay_payment_id, razorpay_signature}};
 *   "Fail payment" POSTs outcome:'failure' and gets {status:0, message, error:{code, description,
 *   reason, metadata:{order_id, payment_id}}} (the intent is marked failed, as Razorpay would report);
 * - as a popup it sends {source:'haat-test-payment', event:'success'|'failed', response|error} on
 *   BroadcastChannel('haat-test-payment') (and to window.opener when the browser kept it: the API's
 *   Cross-Origin-Opener-Policy: same-origin usually severs it) and closes itself; in the same tab it
 *   redirects to /checkout?payment=success&razorpay_order_id=…&razorpay_payment_id=…
 *   &razorpay_signature=… or /checkout?payment=failed&order_id=….
 * - with method=upi the page is a UPI window instead: a UPI ID, and three outcomes: "Approve on UPI
 *   app" (success as above), "Decline" (failure as above, reason upi_declined) and "Leave it pending"
 *   (a collect request nobody approves: outcome 'pending' changes nothing on the server; the page
 *   goes to /checkout?payment=pending&order_id=…, where the checkout waits for the intent's life);
 * - closing the window without choosing is Razorpay's modal.ondismiss: nothing is posted.
 * The checkout page then POSTs /api/payments/verify with the three razorpay_* fields, exactly as it
 * does with the real widget. The page itself computes nothing.
 */
import { formatINR } from '../../../../src/lib/domain/money/money';
import type { OnlineMethod } from '../../../../src/lib/domain/checkout/upi';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function testCheckoutHtml(p: { storeName: string; orderId: string; amount: number; nonce: string; method?: OnlineMethod }): string {
  const upi = p.method === 'upi';
  const data = JSON.stringify({ orderId: p.orderId, upi }).replace(/</g, '\\u003c');
  const buttons = upi
    ? `<label class="field" for="vpa">UPI ID</label>
  <input id="vpa" name="vpa" value="success@razorpay" autocomplete="off" inputmode="email">
  <p class="hint">Or scan the QR code / open your UPI app: this test window stands in for all three.</p>
  <button id="pay" type="button">Approve on UPI app</button>
  <button id="fail" type="button">Decline</button>
  <button id="wait" type="button">Leave it pending (timeout)</button>`
    : `<button id="pay" type="button">Pay (success)</button>
  <button id="fail" type="button">Fail payment</button>`;
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Test payment · ${esc(p.storeName)}</title>
<style nonce="${p.nonce}">
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f6f4;color:#1d2b22;display:grid;place-items:center;min-height:100vh}
  main{background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:24px;width:min(360px,92vw);text-align:center}
  .badge{display:inline-block;background:#fff4d6;color:#7a5a00;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
  h1{font-size:20px;margin:12px 0 4px}
  .amount{font-size:32px;font-weight:700;margin:8px 0 4px}
  .ref{color:#5b6b61;font-size:13px;word-break:break-all;margin:0 0 20px}
  button{display:block;width:100%;font:inherit;font-weight:600;border:0;border-radius:8px;padding:12px;margin-top:10px;cursor:pointer}
  button:focus-visible{outline:3px solid #0b5d25;outline-offset:2px}
  button:disabled{opacity:.6;cursor:progress}
  #pay{background:#1a8f3c;color:#fff}
  #fail{background:#fff;color:#b42318;border:1px solid #b42318}
  #wait{background:#fff;color:#1d2b22;border:1px solid #5b6b61}
  .field{display:block;text-align:left;font-size:14px;font-weight:600;margin-top:8px}
  #vpa{display:block;width:100%;font:inherit;padding:10px;border:1px solid #5b6b61;border-radius:8px;margin-top:4px}
  .hint{color:#5b6b61;font-size:13px;text-align:left;margin:6px 0 8px}
  #msg{min-height:1.5em;margin:14px 0 0;font-size:14px}
</style>
</head>
<body>
<main>
  <span class="badge">Test mode: no real money moves</span>
  <h1>${esc(p.storeName)}</h1>
  <p class="amount">${esc(formatINR(p.amount))}</p>
  <p class="ref">Order ${esc(p.orderId)}</p>
  ${buttons}
  <p id="msg" role="status" aria-live="polite"></p>
</main>
<script nonce="${p.nonce}">
(function () {
  var data = ${data};
  var msg = document.getElementById('msg');
  var buttons = [document.getElementById('pay'), document.getElementById('fail'), document.getElementById('wait')].filter(Boolean);
  var popup = new URLSearchParams(location.search).get('popup') === '1' || Boolean(window.opener);
  function finish(event, payload) {
    if (popup) {
      var message = { source: 'haat-test-payment', event: event };
      message[event === 'success' ? 'response' : event === 'pending' ? 'pending' : 'error'] = payload;
      if ('BroadcastChannel' in window) new BroadcastChannel('haat-test-payment').postMessage(message);
      if (window.opener && !window.opener.closed) window.opener.postMessage(message, location.origin);
      msg.textContent = event === 'success' ? 'Payment done. You can close this window.' : event === 'pending' ? 'Request sent. You can close this window.' : 'Payment failed. You can close this window.';
      setTimeout(function () { window.close(); }, 50);
      return;
    }
    var q = new URLSearchParams({ payment: event });
    if (event === 'success') {
      q.set('razorpay_order_id', payload.razorpay_order_id);
      q.set('razorpay_payment_id', payload.razorpay_payment_id);
      q.set('razorpay_signature', payload.razorpay_signature);
    } else {
      q.set('order_id', data.orderId);
      if (data.upi && event === 'failed') q.set('reason', 'upi_declined');
    }
    location.href = '/checkout?' + q.toString();
  }
  function complete(outcome) {
    buttons.forEach(function (b) { b.disabled = true; });
    msg.textContent = 'Processing please wait...';
    fetch('/api/payments/test-complete', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: data.orderId, outcome: outcome })
    })
      .then(function (r) { return r.json(); })
      .then(function (body) {
        if (body.status === 1) finish('success', body.response);
        else if (body.status === 2) finish('pending', body.response);
        else if (body.error) finish('failed', body.error);
        else throw new Error(body.message || 'Payment Failed Please try again');
      })
      .catch(function (e) {
        msg.textContent = e.message || 'Payment Failed Please try again';
        buttons.forEach(function (b) { b.disabled = false; });
      });
  }
  buttons[0].addEventListener('click', function () { complete('success'); });
  buttons[1].addEventListener('click', function () { complete('failure'); });
  if (buttons[2]) buttons[2].addEventListener('click', function () { complete('pending'); });
})();
</script>
</body>
</html>`;
}

/**
 * The sandbox's checkout script: the provider's browser API (`new Razorpay(options)`, `.on('payment.failed')`,
 * `.open()`, `handler`, `modal.ondismiss`) with a dialog in which the payer chooses the outcome. A success
 * asks our server to capture and sign the payment as the provider would.
 */
export const sandboxCheckoutScript = String.raw`(() => {
  'use strict';
  const money = (paise) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

  class Razorpay {
    constructor(options) {
      if (!options || !options.key || !options.order_id) throw new Error('Razorpay: key and order_id are required');
      this.options = options;
      this.listeners = {};
    }
    on(event, callback) {
      (this.listeners[event] = this.listeners[event] || []).push(callback);
    }
    emit(event, payload) {
      (this.listeners[event] || []).forEach((callback) => callback(payload));
    }
    close() {
      if (this.backdrop) this.backdrop.remove();
      this.backdrop = null;
      if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
    }
    open() {
      const o = this.options;
      this.returnFocus = document.activeElement;
      const backdrop = document.createElement('div');
      backdrop.setAttribute('data-sandbox-checkout', '');
      backdrop.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:2147483647;font-family:system-ui,sans-serif';
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'sandbox-checkout-title');
      dialog.style.cssText = 'background:#fff;color:#1c1917;border-radius:12px;padding:24px;width:min(92vw,380px);box-shadow:0 10px 40px rgba(0,0,0,.3)';
      const title = document.createElement('h2');
      title.id = 'sandbox-checkout-title';
      title.textContent = (o.name || 'Payment') + ' (sandbox)';
      title.style.cssText = 'margin:0 0 8px;font-size:20px';
      const detail = document.createElement('p');
      detail.textContent = (o.description ? o.description + ': ' : '') + money(o.amount);
      detail.style.cssText = 'margin:0 0 16px';
      const note = document.createElement('p');
      note.textContent = 'Test payment: no money moves. Choose the outcome.';
      note.style.cssText = 'margin:0 0 16px;font-size:14px;color:#44403c';
      const button = (label, background) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = label;
        b.style.cssText = 'display:block;width:100%;margin:8px 0 0;padding:12px;border-radius:8px;border:1px solid #57534e;font-size:16px;cursor:pointer;background:' + background + ';color:' + (background === '#fff' ? '#1c1917' : '#fff');
        return b;
      };
      const pay = button('Pay ' + money(o.amount), '#166534');
      const fail = button('Decline payment', '#b91c1c');
      const cancel = button('Cancel', '#fff');
      const status = document.createElement('p');
      status.setAttribute('role', 'status');
      status.style.cssText = 'margin:12px 0 0;font-size:14px;min-height:1em';
      pay.addEventListener('click', async () => {
        pay.disabled = fail.disabled = cancel.disabled = true;
        status.textContent = 'Processing...';
        try {
          const response = await fetch('/api/payments/sandbox/pay', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ order_id: o.order_id, outcome: 'success' }),
          });
          if (!response.ok) throw new Error('The sandbox could not capture this payment.');
          const result = await response.json();
          this.close();
          if (typeof o.handler === 'function') o.handler(result);
        } catch (error) {
          this.close();
          this.emit('payment.failed', { error: { code: 'GATEWAY_ERROR', description: error.message, reason: 'payment_failed', metadata: { order_id: o.order_id } } });
        }
      });
      // As the provider does when the payer's bank refuses: the gateway records a failed payment and the
      // page's payment.failed listeners get its error, with the order and payment ids in its metadata.
      fail.addEventListener('click', async () => {
        pay.disabled = fail.disabled = cancel.disabled = true;
        status.textContent = 'Processing...';
        let failure;
        try {
          const response = await fetch('/api/payments/sandbox/pay', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ order_id: o.order_id, outcome: 'failure' }),
          });
          if (!response.ok) throw new Error('The sandbox could not decline this payment.');
          failure = await response.json();
        } catch (error) {
          failure = { error: { code: 'GATEWAY_ERROR', description: error.message, reason: 'payment_failed', metadata: { order_id: o.order_id } } };
        }
        this.close();
        this.emit('payment.failed', failure);
      });
      const dismiss = () => {
        this.close();
        if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
      };
      cancel.addEventListener('click', dismiss);
      dialog.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') dismiss();
        if (event.key === 'Tab') {
          const items = [pay, fail, cancel].filter((b) => !b.disabled);
          const index = items.indexOf(document.activeElement);
          const next = event.shiftKey ? (index <= 0 ? items.length - 1 : index - 1) : (index + 1) % items.length;
          event.preventDefault();
          items[next].focus();
        }
      });
      dialog.append(title, detail, note, pay, fail, cancel, status);
      backdrop.append(dialog);
      document.body.append(backdrop);
      this.backdrop = backdrop;
      pay.focus();
    }
  }
  window.Razorpay = Razorpay;
})();
`;

// The browser half of the Stripe stand-in (stripe-stand-in.mjs serves it at js.stripe.com): a
// minimal Stripe.js with what the checkout remote calls (apps/checkout/src/payment/
// use-stripe-payment.tsx) — `Stripe(key)`, `elements()` in deferred mode, `create('payment')`,
// `mount`, `on('change')`, `update`, `submit`, `createConfirmationToken` — and the Payment
// Element's frame. As with Stripe, the card is typed in a frame from js.stripe.com, and the page
// sends it to api.stripe.com for a confirmation token: the page's own policy must allow both.
// The functions run in the browser (their source is served), hence `globalThis` for its globals.

const FRAME_PATH = '/stand-in/payment-element.html';

/** Stripe.js: defines `window.Stripe`, as the script loadStripe injects does. */
function standInStripeJs(framePath) {
  const FRAME_ORIGIN = 'https://js.stripe.com';
  const API = 'https://api.stripe.com/v1';
  const { document, location } = globalThis;

  function paymentElement() {
    const handlers = new Map();
    const emit = (type, event) => (handlers.get(type) ?? []).forEach((handler) => handler(event));
    let frame = null;
    let readOnly = false;
    let complete = false;
    const waiting = [];
    const post = (message) => frame?.contentWindow?.postMessage(message, FRAME_ORIGIN);

    globalThis.addEventListener('message', (event) => {
      if (!frame || event.origin !== FRAME_ORIGIN || event.source !== frame.contentWindow) return;
      const { type, ...data } = event.data ?? {};
      if (type === 'stand-in:ready') {
        post({ type: 'stand-in:read-only', value: readOnly });
        emit('ready', { elementType: 'payment' });
      } else if (type === 'stand-in:change') {
        complete = data.complete;
        emit('change', {
          elementType: 'payment',
          complete: data.complete,
          empty: data.empty,
          collapsed: false,
          value: { type: 'card' },
        });
      } else if (type === 'stand-in:card') {
        waiting.splice(0).forEach((resolve) => resolve(data.card));
      }
    });

    return {
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        frame = document.createElement('iframe');
        frame.title = 'Secure payment input frame';
        frame.src = `${FRAME_ORIGIN}${framePath}#origin=${encodeURIComponent(location.origin)}`;
        frame.style.cssText = 'width: 100%; height: 190px; border: 0; display: block;';
        node.appendChild(frame);
      },
      unmount() {
        frame?.remove();
        frame = null;
        complete = false;
      },
      destroy() {
        this.unmount();
        handlers.clear();
      },
      on(type, handler) {
        handlers.set(type, [...(handlers.get(type) ?? []), handler]);
        return this;
      },
      off(type, handler) {
        handlers.set(
          type,
          (handlers.get(type) ?? []).filter((each) => each !== handler),
        );
        return this;
      },
      update(options = {}) {
        if ('readOnly' in options) {
          readOnly = Boolean(options.readOnly);
          post({ type: 'stand-in:read-only', value: readOnly });
        }
      },
      get complete() {
        return complete;
      },
      /** The typed card, which only the frame holds. */
      card() {
        return new Promise((resolve, reject) => {
          if (!frame) {
            reject(new Error('The Payment Element is not mounted.'));
            return;
          }
          waiting.push(resolve);
          post({ type: 'stand-in:collect' });
        });
      },
    };
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
      throw new Error('Stripe(): a publishable key (pk_...) is required.');
    }
    const form = async (path, fields) => {
      const response = await globalThis.fetch(`${API}${path}`, {
        method: 'POST',
        body: new URLSearchParams({ ...fields, key: publishableKey }),
      });
      return response.json();
    };
    const unsupported = async () => ({
      error: { type: 'invalid_request_error', message: 'The Stripe stand-in does not do this.' },
    });
    return {
      _registerWrapper() {},
      elements(options = {}) {
        let element = null;
        let settings = { ...options };
        return {
          create(type) {
            if (type !== 'payment') throw new Error(`The stand-in has no ${type} element.`);
            element = paymentElement();
            return element;
          },
          getElement: (type) => (type === 'payment' ? element : null),
          async update(changes) {
            settings = { ...settings, ...changes };
          },
          async submit() {
            if (element?.complete) return {};
            return {
              error: { type: 'validation_error', message: 'Your card details are incomplete.' },
            };
          },
          get settings() {
            return settings;
          },
          get element() {
            return element;
          },
        };
      },
      async createConfirmationToken({ elements }) {
        const card = await elements.element.card();
        const answer = await form('/confirmation_tokens', {
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': card.number,
          'payment_method_data[card][exp_month]': card.expMonth,
          'payment_method_data[card][exp_year]': card.expYear,
          'payment_method_data[card][cvc]': card.cvc,
        });
        return answer.error ? { error: answer.error } : { confirmationToken: answer };
      },
      handleNextAction: unsupported,
      retrievePaymentIntent: unsupported,
    };
  }
  // The release train @stripe/stripe-js expects (it warns about any other).
  Stripe.version = 'endive';
  globalThis.Stripe = Stripe;
}

/** The Payment Element's frame: the card's three fields, told to the page only when asked. */
function standInPaymentFrame() {
  const { document, location, parent } = globalThis;
  const pageOrigin = new URLSearchParams(location.hash.slice(1)).get('origin');
  const field = (id) => document.getElementById(id);
  const digits = (id) => field(id).value.replace(/\D/g, '');
  const luhn = (number) =>
    [...number].reverse().reduce((sum, digit, index) => {
      const value = Number(digit) * (index % 2 ? 2 : 1);
      return sum + (value > 9 ? value - 9 : value);
    }, 0) %
      10 ===
    0;
  const card = () => {
    const [month = '', year = ''] = field('expiry')
      .value.split('/')
      .map((part) => part.trim());
    return {
      number: digits('number'),
      expMonth: month,
      expYear: year.length === 2 ? `20${year}` : year,
      cvc: digits('cvc'),
    };
  };
  const complete = () => {
    const { number, expMonth, expYear, cvc } = card();
    const expires = new Date(Number(expYear), Number(expMonth));
    return (
      number.length >= 13 &&
      luhn(number) &&
      Number(expMonth) >= 1 &&
      Number(expMonth) <= 12 &&
      expires > new Date() &&
      cvc.length >= 3
    );
  };
  const tell = (message) => parent.postMessage(message, pageOrigin);
  for (const id of ['number', 'expiry', 'cvc']) {
    field(id).addEventListener('input', () =>
      tell({
        type: 'stand-in:change',
        complete: complete(),
        empty: ['number', 'expiry', 'cvc'].every((each) => field(each).value === ''),
      }),
    );
  }
  globalThis.addEventListener('message', (event) => {
    if (event.origin !== pageOrigin || event.source !== parent) return;
    if (event.data?.type === 'stand-in:collect') tell({ type: 'stand-in:card', card: card() });
    if (event.data?.type === 'stand-in:read-only') {
      for (const input of document.querySelectorAll('input')) input.disabled = event.data.value;
    }
  });
  tell({ type: 'stand-in:ready' });
}

export const STRIPE_JS = `(${standInStripeJs})(${JSON.stringify(FRAME_PATH)});\n`;

export const PAYMENT_FRAME = {
  path: FRAME_PATH,
  scriptPath: '/stand-in/payment-element.js',
  script: `(${standInPaymentFrame})();\n`,
  html: `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Card</title>
<style>
  body { margin: 0; font: 14px system-ui, sans-serif; }
  label { display: block; margin: 0 0 10px; }
  input { display: block; box-sizing: border-box; width: 100%; padding: 8px; margin-top: 4px; }
</style>
<label>Card number <input id="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"></label>
<label>Expiration date <input id="expiry" autocomplete="cc-exp" placeholder="MM / YY"></label>
<label>Security code <input id="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC"></label>
<script src="/stand-in/payment-element.js"></script>
</html>
`,
};

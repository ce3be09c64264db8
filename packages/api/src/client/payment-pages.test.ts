import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_PAGES, isPaymentPageUrl } from './payment-pages';

const origin = 'https://portal.example';
const allowed = (url: string, pages = DEFAULT_PAYMENT_PAGES) => isPaymentPageUrl(url, pages, origin);

describe('the payment answer’s address', () => {
  it('may be EveryPay’s page over https', () => {
    expect(allowed('https://pay.every-pay.eu/lp/abc/def')).toBe(true);
    expect(allowed('https://igw-demo.every-pay.com/lp/abc?x=1')).toBe(true);
    expect(allowed('HTTPS://PAY.EVERY-PAY.EU/lp')).toBe(true);
  });

  it.each([
    ['javascript:', 'javascript:alert(document.domain)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['http: on the provider’s host', 'http://pay.every-pay.eu/lp/abc'],
    ['another https host', 'https://evil.example/lp/abc'],
    ['a lookalike ending', 'https://pay.every-pay.eu.evil.example/lp'],
    ['a lookalike beginning', 'https://evilpay.every-pay.eu.example/'],
    ['a subdomain not named', 'https://evil.pay.every-pay.eu/'],
    ['user info before the real host', 'https://pay.every-pay.eu@evil.example/lp'],
    ['user info with a password', 'https://pay.every-pay.eu:x@evil.example/'],
    ['user info on the provider’s host', 'https://user@pay.every-pay.eu/lp'],
    ['another port', 'https://pay.every-pay.eu:8443/lp'],
    ['a protocol-relative other host', '//evil.example/lp'],
    ['the portal’s own page (not in a real build)', '/demo/payment?reference=1'],
    ['junk', 'http://[::1'],
    ['nothing', ''],
  ])('refuses %s', (_, url) => {
    expect(allowed(url)).toBe(false);
  });

  it('takes the configured hosts instead of EveryPay’s', () => {
    const pages = { hosts: ['pay.bank.example'] };
    expect(allowed('https://pay.bank.example/x', pages)).toBe(true);
    expect(allowed('https://pay.every-pay.eu/x', pages)).toBe(false);
  });

  it('allows the page’s own origin only when asked (the demo’s payment page)', () => {
    const demo = { hosts: [], ownOrigin: true };
    expect(allowed('/demo/payment?reference=EPP-PAY-1', demo)).toBe(true);
    expect(allowed('https://portal.example/demo/payment', demo)).toBe(true);
    expect(allowed('https://evil.example/demo/payment', demo)).toBe(false);
    expect(allowed('https://user@portal.example/', demo)).toBe(false);
    expect(allowed('javascript:alert(1)', demo)).toBe(false);
  });
});

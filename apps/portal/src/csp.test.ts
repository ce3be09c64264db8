import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, securityHeaders } from './csp';

describe('the portal’s security headers', () => {
  it('forbid framing, sniffing and leaking the path, with the page’s own policy', () => {
    const headers = securityHeaders('https://api.example/api/v1/');
    expect(headers['Content-Security-Policy']).toBe(
      `${contentSecurityPolicy('https://api.example/api/v1/')}; frame-ancestors 'none'`,
    );
    expect(headers['Content-Security-Policy']).toContain("connect-src 'self' https://api.example");
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it('keep frame-ancestors out of the <meta> policy, where browsers ignore it and say so', () => {
    expect(contentSecurityPolicy(undefined)).not.toContain('frame-ancestors');
  });

  it('write the static hosts’ _headers file for every path', () => {
    expect(headersFile({ A: '1', B: '2' })).toBe('/*\n  A: 1\n  B: 2\n');
  });
});

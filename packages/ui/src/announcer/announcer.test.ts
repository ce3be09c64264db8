// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { announce, clearAnnouncements } from './announcer';

// react-aria announces at once (no 100 ms delay) when it detects a React test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const log = (politeness: 'polite' | 'assertive') =>
  document.querySelector(`[data-live-announcer] [aria-live="${politeness}"]`);

describe('announce', () => {
  afterEach(() => clearAnnouncements());

  it('is polite by default', () => {
    announce('Faili aruanne.xlsx lisamine õnnestus.');
    expect(log('polite')?.textContent).toBe('Faili aruanne.xlsx lisamine õnnestus.');
    expect(log('assertive')?.textContent).toBe('');
  });

  it('interrupts when assertive', () => {
    announce('Fail peab olema .xlsx failitüüpi.', 'assertive');
    expect(log('assertive')?.textContent).toBe('Fail peab olema .xlsx failitüüpi.');
  });

  it('clears one or both logs', () => {
    announce('üks', 'polite');
    announce('kaks', 'assertive');
    clearAnnouncements('polite');
    expect(log('polite')?.textContent).toBe('');
    expect(log('assertive')?.textContent).toBe('kaks');
    clearAnnouncements();
    expect(log('assertive')?.textContent).toBe('');
  });
});

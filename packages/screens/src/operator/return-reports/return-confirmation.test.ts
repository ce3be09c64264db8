import { describe, expect, it } from 'vitest';
import { selectionConfirmability } from './return-confirmation';

const open = { confirmed_at: null, is_confirmable: true };
const done = { confirmed_at: '2026-10-05T12:00:00', is_confirmable: false };
const notReady = { confirmed_at: null, is_confirmable: false };

describe('selectionConfirmability', () => {
  it('allows confirming only when every selected report is confirmable', () => {
    expect(selectionConfirmability([open, open])).toEqual({ canConfirm: true, confirmed: 0, notReady: 0 });
  });

  it('counts why the others may not be confirmed', () => {
    expect(selectionConfirmability([open, done, notReady, notReady])).toEqual({
      canConfirm: false,
      confirmed: 1,
      notReady: 2,
    });
  });

  it('allows nothing without a selection', () => {
    expect(selectionConfirmability([]).canConfirm).toBe(false);
  });
});

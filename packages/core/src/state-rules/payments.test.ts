import { describe, expect, it } from 'vitest';
import { invoicePayButton, invoiceReminderButton, isBalancePayable, paymentOutcome } from './payments';
import { pollStep } from './polling';
import { testResultGroup } from './test-results';

describe('invoices and payments', () => {
  it('enables pay-all and the summary invoice only for a balance above zero', () => {
    expect(isBalancePayable('0.01')).toBe(true);
    expect(isBalancePayable(0)).toBe(false);
    expect(isBalancePayable('-5')).toBe(false);
    expect(isBalancePayable(null)).toBe(false);
    expect(isBalancePayable(undefined)).toBe(false);
    expect(isBalancePayable('')).toBe(false);
  });

  it('offers pay for a payable unpaid invoice, else a disabled paid button', () => {
    expect(invoicePayButton({ is_payable: true, status: 'Unpaid' })).toBe('pay');
    expect(invoicePayButton({ is_payable: true, status: 'Paid' })).toBe('paid-disabled');
    expect(invoicePayButton({ is_payable: false, status: 'Overdue' })).toBe('paid-disabled');
  });

  it('offers the operator a reminder for an invoice not yet paid, else a disabled paid button', () => {
    expect(invoiceReminderButton({ status: 'Unpaid' })).toBe('send-reminder');
    expect(invoiceReminderButton({ status: 'Overdue' })).toBe('send-reminder');
    expect(invoiceReminderButton({ status: 'Paid' })).toBe('paid-disabled');
  });

  it.each([
    ['settled', 'paid'],
    ['abandoned', 'cancelled'],
    ['failed', 'cancelled'],
    ['voided', 'cancelled'],
    ['initial', 'pending'],
    [null, 'pending'],
  ])('payment state %j → %s', (state, outcome) => {
    expect(paymentOutcome(state)).toBe(outcome);
  });

  it('polls until ok, again on waiting, and fails on anything else', () => {
    expect(pollStep('ok')).toBe('done');
    expect(pollStep('waiting')).toBe('poll-again');
    expect(pollStep('canceled')).toBe('failed');
    expect(pollStep(undefined)).toBe('failed');
  });
});

describe('testResultGroup', () => {
  it.each([
    [1, 'ok'],
    ['OK', 'ok'],
    [' ok ', 'ok'],
    [2, 'not-ok'],
    ['NOK', 'not-ok'],
    [3, 'not-available'],
    ['NA', 'not-available'],
    ['N/A', 'not-available'],
    ['3', 'not-available'],
    [4, null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (value, group) => {
    expect(testResultGroup(value)).toBe(group);
  });
});

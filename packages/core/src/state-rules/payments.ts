import { Decimal, type DecimalInput } from '../money/decimal';

/** "Pay all" (client) and "Saada koondarve" (operator) need a balance above zero; an empty balance disables them. */
export function isBalancePayable(balance: DecimalInput | null | undefined): boolean {
  if (balance === null || balance === undefined || balance === '') return false;
  return Decimal.from(balance).compare(0) > 0;
}

/** An invoice row offers "pay" when payable and not yet paid; otherwise a disabled "paid" button. */
export function invoicePayButton(invoice: { is_payable: boolean; status: string }): 'pay' | 'paid-disabled' {
  return invoice.is_payable && invoice.status.toLowerCase() !== 'paid' ? 'pay' : 'paid-disabled';
}

/**
 * The operator's client invoices (spec operator §2 "Client invoices"): "Saada uuesti" sends the reminder of an
 * invoice not yet paid; a paid one gets a disabled "Tasutud" (a reminder of a paid invoice would only confuse).
 */
export function invoiceReminderButton(invoice: { status: string }): 'send-reminder' | 'paid-disabled' {
  return invoice.status.toLowerCase() === 'paid' ? 'paid-disabled' : 'send-reminder';
}

/** After returning from the card payment: settled is paid; abandoned, failed or voided is cancelled; else pending. */
export function paymentOutcome(state: string | null | undefined): 'paid' | 'cancelled' | 'pending' {
  if (state === 'settled') return 'paid';
  return state === 'abandoned' || state === 'failed' || state === 'voided' ? 'cancelled' : 'pending';
}

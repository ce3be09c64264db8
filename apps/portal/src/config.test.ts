import { EVERYPAY_HOSTS } from '@epp/api';
import { describe, expect, it } from 'vitest';
import { paymentHosts } from './config';

describe('VITE_PAYMENT_HOSTS', () => {
  it('names the payment provider’s hosts, comma-separated, in lower case', () => {
    expect(paymentHosts(' Pay.Bank.example, igw.bank.example ,')).toEqual(['pay.bank.example', 'igw.bank.example']);
  });

  it('is EveryPay’s hosts when unset or empty', () => {
    expect(paymentHosts(undefined)).toBe(EVERYPAY_HOSTS);
    expect(paymentHosts(' , ')).toBe(EVERYPAY_HOSTS);
  });
});

import { describe, expect, it } from 'vitest';
import { applicationOutcome, failedProductLine } from './application-outcome';

const conflict = { id: 3, ean: '4741050000126', response: 'Sama EAN-koodiga pakend on juba registreeritud.' };

describe('applicationOutcome', () => {
  it('is submitted when nothing failed', () => {
    expect(applicationOutcome([1, 2], [])).toEqual({ kind: 'submitted' });
  });

  it('is partial when some went through', () => {
    expect(applicationOutcome([1, 2, 3], [conflict])).toEqual({ kind: 'partial', failed: [conflict] });
  });

  it('is failed when every package failed', () => {
    expect(applicationOutcome([3], [conflict])).toEqual({ kind: 'failed', failed: [conflict] });
  });
});

describe('failedProductLine', () => {
  const row = (ean: string, reason: string) => `${ean} - ${reason}`;

  it('names the EAN', () => {
    expect(failedProductLine(conflict, row)).toBe('4741050000126 - Sama EAN-koodiga pakend on juba registreeritud.');
  });

  it('shows the response alone without an EAN', () => {
    expect(failedProductLine({ id: 9, ean: '', response: 'Pakendit ei leitud.' }, row)).toBe('Pakendit ei leitud.');
  });
});

import { describe, expect, it } from 'vitest';
import {
  CLIENT_CONTRACT_FILTER_VALUES,
  clientContractFilterValue,
  contractStatusOfFilter,
} from './client-contract-filter';

describe('clientContractFilterValue', () => {
  it('reads the contract value as the spec’s filter word', () => {
    expect(clientContractFilterValue({ value: 'NOT_SIGNED', label: 'x' })).toBe('KINNITAMISEL');
    expect(clientContractFilterValue({ value: 'SIGNED', label: 'Kehtiv' })).toBe('KEHTIV');
    expect(clientContractFilterValue({ value: 'invalid', label: '' })).toBe('KEHTETU');
  });

  it('takes the filter word itself from the value or the label', () => {
    expect(clientContractFilterValue({ value: 'KEHTIV', label: 'Kehtiv' })).toBe('KEHTIV');
    expect(clientContractFilterValue({ value: 3, label: 'Kinnitamisel' })).toBe('KINNITAMISEL');
  });

  it('is null without a contract or for an unknown word', () => {
    expect(clientContractFilterValue(null)).toBeNull();
    expect(clientContractFilterValue({ value: 'DRAFT', label: 'Mustand' })).toBeNull();
  });
});

describe('contractStatusOfFilter', () => {
  it('goes back to the contract status, for every filter word', () => {
    expect(CLIENT_CONTRACT_FILTER_VALUES.map(contractStatusOfFilter)).toEqual(['NOT_SIGNED', 'SIGNED', 'INVALID']);
    for (const value of CLIENT_CONTRACT_FILTER_VALUES)
      expect(clientContractFilterValue({ value: contractStatusOfFilter(value), label: '' })).toBe(value);
  });
});

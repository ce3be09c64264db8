import { STATUS_FAMILIES, STATUS_FAMILY_NAMES } from '@epp/core';
import { messages } from '@epp/i18n';
import { describe, expect, it } from 'vitest';
import { statusLabelKey } from './status-labels';

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages.et);

describe('status labels', () => {
  it('has an Estonian text for every value of every family but package statuses', () => {
    for (const family of STATUS_FAMILY_NAMES.filter((name) => name !== 'package')) {
      for (const value of STATUS_FAMILIES[family]) {
        const key = statusLabelKey(family, value);
        expect(key, `${family}.${value}`).not.toBeNull();
        expect(typeof lookup(key as string), `${family}.${value}`).toBe('string');
      }
    }
  });

  it('leaves package statuses and unknown values to the server label', () => {
    expect(statusLabelKey('package', '3')).toBeNull();
    expect(statusLabelKey('invoice', null)).toBeNull();
    expect(statusLabelKey('invoice', 'Credit')).toBeNull();
  });
});

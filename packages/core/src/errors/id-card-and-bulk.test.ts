import { describe, expect, it } from 'vitest';
import { packageFailureLines, succeededEans } from './bulk-failures';
import { ID_CARD_ERROR_CODES, idCardErrorCode } from './id-card-errors';

describe('idCardErrorCode', () => {
  it('keeps known codes and maps the rest to technical_error', () => {
    for (const code of ID_CARD_ERROR_CODES) expect(idCardErrorCode(code)).toBe(code);
    expect(idCardErrorCode('card_on_fire')).toBe('technical_error');
    expect(idCardErrorCode(undefined)).toBe('technical_error');
  });
});

describe('bulk action failures', () => {
  const rows = [
    { id: 1, ean: '4006381333931' },
    { id: 2, ean: '96385074' },
    { id: 3, ean: '5000112637922' },
  ];

  it('names each failure by EAN, or by id when the package is not in the list', () => {
    expect(
      packageFailureLines(
        [
          { id: 2, reason: 'Test on avatud' },
          { id: 9, reason: null },
        ],
        rows,
      ),
    ).toEqual([
      { id: 2, ean: '96385074', reason: 'Test on avatud' },
      { id: 9, ean: null, reason: null },
    ]);
  });

  it('lists the EANs that succeeded, in selection order', () => {
    expect(succeededEans([3, 2, 1, 7], [{ id: 2 }], rows)).toEqual(['5000112637922', '4006381333931']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createScannerFeed, type ScannerKeyEvent } from './scanner';

/** Key events for `text` then Enter, `interval` ms apart, starting at `start`. */
function keys(text: string, interval: number, start = 1000, enter = true): ScannerKeyEvent[] {
  const sequence = [...text, ...(enter ? ['Enter'] : [])];
  return sequence.map((key, index) => ({ key, timestamp: start + index * interval }));
}

function scansOf(events: ScannerKeyEvent[]): string[] {
  const feed = createScannerFeed();
  return events.map(feed).filter((scan): scan is string => scan !== null);
}

describe('barcode scanner detection', () => {
  it('reports a fast burst of digits ending in Enter', () => {
    expect(scansOf(keys('4006381333931', 8))).toEqual(['4006381333931']);
    expect(scansOf(keys('96385074', 50))).toEqual(['96385074']);
  });

  it('ignores the same digits typed by a person', () => {
    expect(scansOf(keys('4006381333931', 120))).toEqual([]);
    expect(scansOf(keys('96385074', 51))).toEqual([]);
  });

  it('needs the Enter to come fast too', () => {
    const events = keys('4006381333931', 5, 1000, false);
    expect(scansOf([...events, { key: 'Enter', timestamp: 1000 + 12 * 5 + 400 }])).toEqual([]);
  });

  it('ignores bursts shorter than 8 or longer than 14 digits', () => {
    expect(scansOf(keys('9638507', 5))).toEqual([]);
    expect(scansOf(keys('123456789012345', 5))).toEqual([]);
    expect(scansOf(keys('12345678901234', 5))).toEqual(['12345678901234']);
  });

  it('ignores an Enter alone and a burst broken by another key', () => {
    expect(scansOf([{ key: 'Enter', timestamp: 5 }])).toEqual([]);
    const broken = keys('4006381333931', 5).map((event, index) => (index === 8 ? { ...event, key: 'a' } : event));
    expect(scansOf(broken)).toEqual([]);
  });

  it('starts a fresh burst after slow typing, so typed digits do not leak into a scan', () => {
    const typed = keys('12', 200, 0, false);
    const scanned = keys('96385074', 5, 2000);
    expect(scansOf([...typed, ...scanned])).toEqual(['96385074']);
  });

  it('treats a clock that goes backwards as a new burst', () => {
    expect(scansOf([{ key: '1', timestamp: 100 }, ...keys('96385074', 5, 50)])).toEqual(['96385074']);
  });

  it('handles scans back to back', () => {
    expect(scansOf([...keys('96385074', 5, 0), ...keys('4006381333931', 5, 500)])).toEqual([
      '96385074',
      '4006381333931',
    ]);
  });

  it('finds every scan in any mix with slow typing', () => {
    const gtin = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 8, maxLength: 14 });
    const typed = fc.string({ unit: fc.constantFrom(...'0123456789abc'), maxLength: 10 });
    fc.assert(
      fc.property(fc.array(fc.tuple(typed, gtin), { maxLength: 5 }), (chunks) => {
        let clock = 0;
        const events: ScannerKeyEvent[] = [];
        for (const [human, code] of chunks) {
          for (const key of human) {
            clock += 150;
            events.push({ key, timestamp: clock });
          }
          clock += 150;
          for (const key of [...code, 'Enter']) {
            clock += 4;
            events.push({ key, timestamp: clock });
          }
        }
        expect(scansOf(events)).toEqual(chunks.map(([, code]) => code));
      }),
    );
  });
});

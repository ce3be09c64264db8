// What every contender's page shares: the rows (generated before the clock starts), and the in-page clocks
// the driver reads. Each clock starts at the user's input event (or at render for mount) and stops two
// animation frames after the expected rows are in the DOM: the first frame is the one that paints them.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { type BenchRow, benchRows } from './rows';

export interface Contender {
  /** Text of a cell of the first row on screen, or null while there is none. */
  firstRowText: (column: 'ean' | 'name') => string | null;
  /** The header control the driver clicks to sort by EAN. */
  eanSortTarget: string;
  /** The name filter's text input. */
  nameFilterInput: string;
  render: (rows: BenchRow[]) => ReactNode;
}

interface BenchWindow {
  __bench: {
    rowCount: number;
    mountMs?: number;
    /** Arms a clock that starts at the next keydown or pointerdown and stops when `expected` is painted. */
    arm: (event: 'keydown' | 'pointerdown', column: 'ean' | 'name', expected: string[]) => void;
    /** The armed clock's reading, once painted. */
    measuredMs?: number;
    firstRowText: Contender['firstRowText'];
    rows: BenchRow[];
    selectors: { eanSortTarget: string; nameFilterInput: string };
  };
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

async function paintedAfter(start: number, isDone: () => boolean): Promise<number> {
  while (!isDone()) await frame();
  await frame();
  await frame();
  return performance.now() - start;
}

export function startBench(contender: Contender) {
  const count = Number(new URLSearchParams(location.search).get('n') ?? '1000');
  const rows = benchRows(count);
  const host = document.getElementById('root');
  if (!host) throw new Error('#root is missing');
  const bench: BenchWindow['__bench'] = {
    rowCount: count,
    rows,
    firstRowText: contender.firstRowText,
    selectors: { eanSortTarget: contender.eanSortTarget, nameFilterInput: contender.nameFilterInput },
    arm: (event, column, expected) => {
      bench.measuredMs = undefined;
      const onEvent = () => {
        const start = performance.now();
        void paintedAfter(start, () => expected.includes(contender.firstRowText(column) ?? '')).then((ms) => {
          bench.measuredMs = ms;
        });
      };
      document.addEventListener(event, onEvent, { capture: true, once: true });
    },
  };
  (window as unknown as BenchWindow).__bench = bench;
  const start = performance.now();
  createRoot(host).render(contender.render(rows));
  const first = rows[0]?.name ?? '';
  void paintedAfter(start, () => contender.firstRowText('name') === first).then((ms) => {
    bench.mountMs = ms;
  });
}

// @vitest-environment jsdom
import { createEppI18n } from '@epp/i18n';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EppProvider } from '../provider';
import type { SheetReadResult } from './read-workbook';
import { useImportFile } from './use-import-file';

/** A file that passes the checks: an .xlsx name and a zip's first bytes. */
const workbook = () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])], 'myyk.xlsx');

const ready: SheetReadResult = {
  kind: 'ready',
  data: { header: ['EAN'], rows: [], totalRows: 0, eanColumn: 0, badEanCount: 0 },
};

/** A preview read the test ends when it chooses. */
function heldRead() {
  let finish: (result: SheetReadResult) => void = () => undefined;
  const read = vi.fn(() => new Promise<SheetReadResult>((resolve) => (finish = resolve)));
  return { read, finish: (result: SheetReadResult) => finish(result) };
}

const i18n = createEppI18n({ language: 'et' });
const wrapper = ({ children }: { children: ReactNode }) => <EppProvider i18n={i18n}>{children}</EppProvider>;

/** The hook with a held preview read; `taken` is the choice of a workbook, running until its read ends. */
function chooseWorkbook() {
  const held = heldRead();
  const hook = renderHook(() => useImportFile({ isDisabled: false, onChange: () => {}, readPreview: held.read }), {
    wrapper,
  });
  let taken: Promise<void> = Promise.resolve();
  act(() => {
    taken = hook.result.current.take([workbook()]);
  });
  return { held, result: hook.result, taken: () => taken };
}

describe('useImportFile', () => {
  it('shows the preview of the chosen file once it is read', async () => {
    const { held, result, taken } = chooseWorkbook();
    await waitFor(() => expect(result.current.preview.status).toBe('loading'));
    await act(async () => {
      held.finish(ready);
      await taken();
    });
    expect(result.current.preview.status).toBe('ready');
  });

  it('keeps the dropzone empty when the file was imported before its preview was read', async () => {
    const { held, result, taken } = chooseWorkbook();
    await waitFor(() => expect(result.current.preview.status).toBe('loading'));
    // the import succeeded while the preview was still being read
    act(() => result.current.clear());
    await act(async () => {
      held.finish(ready);
      await taken();
    });
    expect(result.current.file).toBeNull();
    expect(result.current.preview.status).toBe('none');
  });
});

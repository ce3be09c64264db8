import { describe, expect, it, vi } from 'vitest';
import { loadOrReload, type ReloadContext } from './load-or-reload';

function context() {
  const items = new Map<string, string>();
  const reload = vi.fn();
  const value: ReloadContext = {
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, item) => void items.set(key, item),
      removeItem: (key) => void items.delete(key),
    },
    reload,
  };
  return { value, reload, items };
}

const missingChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('loadOrReload', () => {
  it('gives the module when the chunk loads', async () => {
    const { value, reload } = context();
    await expect(loadOrReload('client.invoices', async () => 'module', value)).resolves.toBe('module');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when the chunk is missing (the page goes; nothing is thrown to draw meanwhile)', async () => {
    const { value, reload } = context();
    const failed = vi.fn();
    loadOrReload('client.invoices', missingChunk, value).catch(failed);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(failed).not.toHaveBeenCalled();
  });

  it('after that one reload, a failure on the same page is thrown for the page to show, not reloaded again', async () => {
    const { value, reload } = context();
    void loadOrReload('client.invoices', missingChunk, value);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(loadOrReload('client.invoices', missingChunk, value)).rejects.toThrow(/dynamically imported/);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('re-arms after a success, so a later deploy reloads once again', async () => {
    const { value, reload } = context();
    void loadOrReload('client.invoices', missingChunk, value);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await loadOrReload('client.invoices', async () => 'module', value);
    void loadOrReload('client.invoices', missingChunk, value);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('keeps the mark of the chunk that failed while other chunks load after the reload (no reload loop)', async () => {
    const { value, reload } = context();
    void loadOrReload('client.invoices', missingChunk, value);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await loadOrReload('signed-in-page', async () => 'shell', value);
    await expect(loadOrReload('client.invoices', missingChunk, value)).rejects.toThrow(/dynamically imported/);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once per chunk: another chunk’s failure is its own', async () => {
    const { value, reload } = context();
    void loadOrReload('client.invoices', missingChunk, value);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    void loadOrReload('client.profile', missingChunk, value);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });
});

// A page's code is loaded on demand, by the name of its chunk. After a deploy, a tab opened before it asks for a
// chunk that is gone: the import fails. One reload brings the new build's names; a failure of the same chunk again
// (the server is down, a chunk is really missing) is not reloaded again but shown (page-failure.tsx), so the portal
// never reloads in a loop. The mark is per chunk, not per address: the chunks that did load after the reload (the
// shell's) must not clear the mark of the one that failed.

const RELOADED_FOR = 'epp.portal.reloadedFor';

export interface ReloadContext {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

/** The browser's; none when the build renders a public page to HTML (prerender.tsx), where nothing reloads. */
const browser = (): ReloadContext | undefined =>
  typeof window === 'undefined' ? undefined : { storage: sessionStorage, reload: () => window.location.reload() };

/**
 * `load()` of the chunk named `chunk`; if it fails, the page reloads once for that chunk (the promise then never
 * settles: the page goes) and throws on the second failure.
 */
export async function loadOrReload<T>(chunk: string, load: () => Promise<T>, context = browser()): Promise<T> {
  if (!context) return load();
  try {
    const loaded = await load();
    // loaded: a later deploy may reload for this chunk once again
    if (context.storage.getItem(RELOADED_FOR) === chunk) context.storage.removeItem(RELOADED_FOR);
    return loaded;
  } catch (error) {
    if (context.storage.getItem(RELOADED_FOR) === chunk) throw error;
    context.storage.setItem(RELOADED_FOR, chunk);
    context.reload();
    return new Promise<never>(() => {});
  }
}

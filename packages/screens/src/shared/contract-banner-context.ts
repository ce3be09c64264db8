import { createContext, useContext } from 'react';

/**
 * Whether a shell around the screen shows the client's contract banner already (AppShell's gate does, above
 * every client page). A client screen embedded on its own shows the banner itself; inside the shell it
 * leaves it to the shell, so the banner appears once.
 */
export const ShellShowsContractBanner = createContext(false);

export function useShellShowsContractBanner(): boolean {
  return useContext(ShellShowsContractBanner);
}

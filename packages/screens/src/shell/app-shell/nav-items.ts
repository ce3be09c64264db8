import type { TranslationKey } from '@epp/i18n';

// The sidebar entries of each role (client spec §2 "Shell"; operator spec §2 "Sidebar"), as data: the
// label key, where the entry goes, which path prefixes belong to it (for aria-current) and its icon's name.

export type ShellRole = 'client' | 'partner' | 'operator';
export type NavIconName = 'home' | 'package' | 'file' | 'receipt' | 'user' | 'users' | 'settings';

export interface ShellNavItem {
  id: string;
  labelKey: TranslationKey;
  href: string;
  /** Path prefixes that belong to this entry, e.g. every /reports/… page to "Reports". */
  sections: readonly string[];
  icon: NavIconName;
}

const item = (
  id: string,
  labelKey: TranslationKey,
  href: string,
  sections: readonly string[],
  icon: NavIconName,
): ShellNavItem => ({ id, labelKey, href, sections, icon });

export const NAV_ITEMS: Readonly<Record<ShellRole, readonly ShellNavItem[]>> = {
  client: [
    item('dashboard', 'routes.dashboard', '/dashboard', ['/dashboard'], 'home'),
    item('packages', 'routes.packages', '/packages', ['/packages', '/applications'], 'package'),
    // "Reports (opens sales)"
    item('reports', 'routes.reports', '/reports/sales', ['/reports'], 'file'),
    item('invoices', 'routes.invoices', '/invoices', ['/invoices'], 'receipt'),
    item('profile', 'routes.profile', '/profile', ['/profile'], 'user'),
  ],
  operator: [
    item('registry', 'routes.registry', '/registry/applications', ['/registry'], 'package'),
    item('reports', 'routes.reports', '/reports/sales', ['/reports'], 'file'),
    item('debts', 'routes.debts', '/debts', ['/debts', '/client-invoices'], 'receipt'),
    item('users', 'routes.users', '/users/clients', ['/users'], 'users'),
    item('profile', 'routes.profile', '/epp-profile', ['/epp-profile'], 'user'),
    item('settings', 'routes.settings', '/settings/categories', ['/settings'], 'settings'),
  ],
  partner: [
    item('packageTesting', 'routes.packageTesting', '/packages/testing', ['/packages'], 'package'),
    item('profile', 'routes.profile', '/profile', ['/profile'], 'user'),
  ],
};

/** The entry the current path belongs to (the longest matching section wins), or undefined. */
export function currentNavId(items: readonly ShellNavItem[], pathname: string): string | undefined {
  let best: { id: string; length: number } | undefined;
  for (const entry of items) {
    for (const section of entry.sections) {
      const matches = pathname === section || pathname.startsWith(`${section}/`);
      if (matches && (!best || section.length > best.length)) best = { id: entry.id, length: section.length };
    }
  }
  return best?.id;
}

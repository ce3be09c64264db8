// Every route of the table opens a page of this build (issue #28: the "not part of this build" page is gone).

import { routeScreenOf } from '@epp/screens/route-screens';
import { routeTable } from '@epp/screens/routes';
import { describe, expect, it } from 'vitest';
import { portalPageIds } from './route-pages';

describe('the portal’s pages', () => {
  it('are a screen of the table or the portal’s own page for every route (aliases redirect)', () => {
    const missing = routeTable
      .filter((route) => route.redirectTo === undefined)
      .map((route) => route.id)
      .filter((id) => !portalPageIds.includes(id) && routeScreenOf(id) === undefined);
    expect(missing).toEqual([]);
  });
});

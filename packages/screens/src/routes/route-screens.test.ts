// The table of screens is keyed by the route table's ids: a mistyped id is a compile error (checked by
// `npm run typecheck`, which reads this file), and the router's lookup by any string finds only real entries.
import { describe, expect, it } from 'vitest';
import { routeScreenOf, routeScreens } from './route-screens';
import type { RouteId } from './route-table';

describe('routeScreens', () => {
  it('takes only the route ids of the table', () => {
    const screens: { readonly [Id in RouteId]?: string } = {
      'client.salesReport': 'a real id',
      // @ts-expect-error: a mistyped id (it would show "not part of this build") does not compile
      'client.salesReprot': 'a typo',
    };
    expect(Object.keys(screens)).toHaveLength(2);
  });

  it('is looked up by the id the router has, finding only what the table holds', () => {
    expect(routeScreenOf('client.salesReport')).toBe(routeScreens['client.salesReport']);
    expect(routeScreenOf('client.salesReport')).toBeTypeOf('function');
    expect(routeScreenOf('client.salesReprot')).toBeUndefined();
    expect(routeScreenOf('toString')).toBeUndefined();
  });
});

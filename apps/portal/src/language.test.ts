import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publicTextAreas } from './language';

describe('the first route’s texts', () => {
  it('are what the bundle budget counts for /login (budgets.json firstRouteModules)', () => {
    const budgets = JSON.parse(readFileSync(new URL('../../../budgets.json', import.meta.url), 'utf8'));
    const counted = (budgets.portal.firstRouteModules as string[]).filter((module) => module.endsWith('.json'));
    const loaded = publicTextAreas.map((area) => `../../packages/i18n/src/locales/et/${area}.json`);
    expect([...counted].sort()).toEqual([...loaded].sort());
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withEndpointList } from './endpoint-list';

const readmePath = fileURLToPath(new URL('../../README.md', import.meta.url));

describe('the README endpoint list', () => {
  it('is the one generated from the endpoint table', () => {
    const readme = readFileSync(readmePath, 'utf8');
    const expected = withEndpointList(readme);
    // `npm run readme -w @epp/api` sets API_README=write to rewrite the section instead of failing
    if (process.env.API_README === 'write' && expected !== readme) writeFileSync(readmePath, expected);
    else expect(readme, 'README endpoint list is stale: run `npm run readme -w @epp/api`').toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { registryPackagesFilterProblems, registryPackagesRequest } from './registry-packages-query';

describe('registryPackagesRequest', () => {
  it('asks for the page, the size (0 = all) and the sort mapped to the server field', () => {
    expect(registryPackagesRequest({}, { id: 'weight', desc: false }, { page: 3, pageSize: 50 })).toEqual({
      params: { page: 3, sizePerPage: 50 },
      query: { ordering: 'package_characteristic__weight' },
    });
    expect(registryPackagesRequest({}, { id: 'category', desc: true }, { page: 1, pageSize: 0 }).query.ordering).toBe(
      '-package_category__description',
    );
  });

  it('sends every filled filter under its parameter, empty ones left out', () => {
    const { query } = registryPackagesRequest(
      {
        ean: ' 474 ',
        name: 'Põhjala',
        weight: '21,5',
        client: '101',
        eanType: '2',
        category: '1',
        type: '3',
        volume: '4',
        status: '2',
        testResult: '1',
        created: { from: '2026-01-01', to: '2026-06-30' },
      },
      null,
      { page: 1, pageSize: 25 },
    );
    expect(query).toEqual({
      ean: '474',
      package_name: 'Põhjala',
      weight: '21.5',
      client: '101',
      ean_type: '2',
      package_category: '1',
      package_type: '3',
      volume: '4',
      package_status: '2',
      last_test: '1',
      date_from: '2026-01-01',
      date_to: '2026-06-30',
    });
    expect(
      registryPackagesRequest({ ean: '', created: { from: '2026-13-01' } }, null, { page: 1, pageSize: 25 }).query,
    ).toEqual({});
  });
});

describe('registryPackagesFilterProblems (§5)', () => {
  const today = '2026-11-24';
  it('refuses a non-numeric EAN or weight', () => {
    expect(registryPackagesFilterProblems({ ean: '47a', weight: 'x' }, today)).toEqual([
      'screens.operator.registryPackages.eanNotNumeric',
      'screens.operator.registryPackages.weightNotNumeric',
    ]);
    expect(registryPackagesFilterProblems({ ean: '4740', weight: '21,5' }, today)).toEqual([]);
  });

  it('refuses a start after the end or after today', () => {
    expect(registryPackagesFilterProblems({ created: { from: '2026-06-02', to: '2026-06-01' } }, today)).toEqual([
      'screens.operator.registryPackages.startAfterEnd',
    ]);
    expect(registryPackagesFilterProblems({ created: { from: '2026-11-25' } }, today)).toEqual([
      'screens.operator.registryPackages.startAfterToday',
    ]);
    expect(registryPackagesFilterProblems({ created: { from: '2026-11-24', to: '2026-11-24' } }, today)).toEqual([]);
  });
});

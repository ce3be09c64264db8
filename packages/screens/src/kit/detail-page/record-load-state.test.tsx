// @vitest-environment jsdom
import { ApiError } from '@epp/api/client';
import { createEppI18n } from '@epp/i18n';
import { EppProvider } from '@epp/widgets/provider';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RecordLoad, RecordLoadState, recordLoadStatus } from './record-load-state';

const notFound = new ApiError({ kind: 'http', endpoint: 'GET x', status: 404 });
const failed = new ApiError({ kind: 'http', endpoint: 'GET x', status: 500 });
const load = (data: string | undefined, error: unknown = null): RecordLoad<string> => ({
  data,
  error,
  refetch: vi.fn(),
});

function show(recordLoad: RecordLoad<string>, props: { isValidId?: boolean; withNotFound?: boolean } = {}) {
  const { isValidId = true, withNotFound = true } = props;
  render(
    <EppProvider i18n={createEppI18n({ language: 'en' })}>
      <RecordLoadState
        load={recordLoad}
        isValidId={isValidId}
        texts={{
          failure: 'screens.client.returnReport.notFound',
          ...(withNotFound
            ? {
                notFound: 'screens.client.rpetReportDetail.notFound',
                toList: { path: '/reports/rpet', label: 'screens.client.returnReport.toList' },
              }
            : {}),
        }}
        placeholder={<p>loading</p>}
      >
        {(record) => <p>record {record}</p>}
      </RecordLoadState>
    </EppProvider>,
  );
}

afterEach(cleanup);

describe('recordLoadStatus', () => {
  it('reads loading, not found, failed and loaded; the record in hand wins', () => {
    expect(recordLoadStatus(load(undefined))).toBe('loading');
    expect(recordLoadStatus(load(undefined, notFound))).toBe('not-found');
    expect(recordLoadStatus(load(undefined), false)).toBe('not-found');
    expect(recordLoadStatus(load(undefined, failed))).toBe('failed');
    expect(recordLoadStatus(load('a', failed))).toBe('loaded');
    expect(recordLoadStatus(load('a', notFound))).toBe('loaded');
  });
});

describe('RecordLoadState', () => {
  it('shows the placeholder while it loads, then the record', () => {
    show(load(undefined));
    expect(screen.getByText('loading')).toBeTruthy();
    cleanup();
    show(load('7'));
    expect(screen.getByText('record 7')).toBeTruthy();
  });

  it('says "not found" with the link to the list, for a 404 or a malformed id, with no retry', () => {
    show(load(undefined, notFound));
    expect(screen.getByRole('alert').textContent).toContain('not found');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/reports/rpet');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says another failure with a retry, and keeps a record it has', () => {
    const recordLoad = load('7', failed);
    show(recordLoad);
    expect(screen.getByText('record 7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button'));
    expect(recordLoad.refetch).toHaveBeenCalled();
  });

  it('without a not-found text, a 404 is a failure with a retry', () => {
    show(load(undefined, notFound), { withNotFound: false });
    expect(screen.getByRole('button')).toBeTruthy();
  });

  it('a malformed id is "not found" without a record', () => {
    show(load(undefined), { isValidId: false });
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });
});

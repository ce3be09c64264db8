// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Crash(): never {
  throw new Error('render failed');
}

afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('draws the fallback in place of a child that failed, keeps what is beside it and reports the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught error too
    const onError = vi.fn();
    render(
      <main>
        <nav>sidebar</nav>
        <ErrorBoundary fallback={(error) => <p>fallback: {(error as Error).message}</p>} onError={onError}>
          <Crash />
        </ErrorBoundary>
      </main>,
    );
    expect(screen.getByText('fallback: render failed')).toBeTruthy();
    expect(screen.getByText('sidebar')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }), expect.anything());
  });

  it('draws its children while nothing fails', () => {
    render(
      <ErrorBoundary fallback={() => <p>fallback</p>}>
        <p>page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('page')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
  });
});

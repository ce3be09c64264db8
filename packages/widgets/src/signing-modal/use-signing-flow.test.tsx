// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type SigningSteps, useSigningFlow } from './use-signing-flow';

type Values = { name: string };
type Started = Awaited<ReturnType<SigningSteps<Values>['prepare']>>;

const started: Started = { success: true, token: 'token-1', control_code: '1234' };
const values: Values = { name: 'Mari' };

/** Steps that save, start with a control code and confirm at the first status check; each can be replaced. */
function stepsWith(overrides: Partial<SigningSteps<Values>> = {}) {
  return {
    save: vi.fn<NonNullable<SigningSteps<Values>['save']>>(async () => 'saved'),
    prepare: vi.fn<SigningSteps<Values>['prepare']>(async () => started),
    status: vi.fn<SigningSteps<Values>['status']>(async () => ({ code: 'ok' })),
    ...overrides,
  };
}

function render(steps: SigningSteps<Values>) {
  return renderHook(() => useSigningFlow({ steps, language: 'et', intervalMs: 1 }));
}

describe('useSigningFlow', () => {
  it('starts one signature for a double Sign', async () => {
    const steps = stepsWith();
    const { result } = render(steps);
    act(() => {
      result.current.submit({ valid: true, method: 'smart-id', values });
      result.current.submit({ valid: true, method: 'smart-id', values });
    });
    await waitFor(() => expect(result.current.state.status).toBe('succeeded'));
    expect(steps.save).toHaveBeenCalledTimes(1);
    expect(steps.prepare).toHaveBeenCalledTimes(1);
  });

  it('flags an invalid form and starts nothing', () => {
    const steps = stepsWith();
    const { result } = render(steps);
    act(() => result.current.submit({ valid: false, method: 'smart-id', values }));
    expect(result.current.state.status).toBe('invalid');
    expect(steps.save).not.toHaveBeenCalled();
  });

  it('retries a failed signature without saving the contract again', async () => {
    const steps = stepsWith({
      prepare: vi
        .fn<SigningSteps<Values>['prepare']>()
        .mockRejectedValueOnce(new Error('down'))
        .mockResolvedValue(started),
    });
    const { result } = render(steps);
    act(() => result.current.submit({ valid: true, method: 'mobile-id', values }));
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.status).toBe('succeeded'));
    expect(steps.save).toHaveBeenCalledTimes(1);
    expect(steps.prepare).toHaveBeenCalledTimes(2);
  });

  it('saves the profile before the contract; a failed profile save stops there, and a retry saves it again', async () => {
    const order: string[] = [];
    const steps = stepsWith({
      saveProfile: vi
        .fn<NonNullable<SigningSteps<Values>['saveProfile']>>()
        .mockRejectedValueOnce(new Error('invalid_email'))
        .mockImplementation(async () => void order.push('profile')),
      save: vi.fn<NonNullable<SigningSteps<Values>['save']>>(async () => {
        order.push('contract');
        return 'saved';
      }),
    });
    const { result } = render(steps);
    act(() => result.current.submit({ valid: true, method: 'smart-id', values }));
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    expect(result.current.state).toMatchObject({ failure: { kind: 'profile-save', error: 'invalid_email' } });
    expect(steps.save).not.toHaveBeenCalled();
    expect(steps.prepare).not.toHaveBeenCalled();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.status).toBe('succeeded'));
    expect(order).toEqual(['profile', 'contract']);
  });

  it('signs again after a cancel, though the cancelled step never ends', async () => {
    const never = new Promise<Started>(() => undefined);
    const steps = stepsWith({
      save: undefined,
      prepare: vi.fn<SigningSteps<Values>['prepare']>().mockReturnValueOnce(never).mockResolvedValue(started),
    });
    const { result } = render(steps);
    act(() => result.current.submit({ valid: true, method: 'smart-id', values }));
    expect(result.current.state.status).toBe('preparing');
    // the steps load on demand: the cancel comes once the step that never ends is under way
    await waitFor(() => expect(steps.prepare).toHaveBeenCalledTimes(1));
    await act(async () => result.current.cancel());
    expect(result.current.state.status).toBe('canceled');
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.status).toBe('succeeded'));
    expect(steps.prepare).toHaveBeenCalledTimes(2);
  });

  it('calls nothing for a signature cancelled before its steps loaded', async () => {
    const steps = stepsWith({ save: undefined });
    const { result } = render(steps);
    act(() => {
      result.current.submit({ valid: true, method: 'smart-id', values });
      result.current.cancel();
    });
    await act(async () => {
      await import('./signing-run');
    });
    expect(result.current.state.status).toBe('canceled');
    expect(steps.prepare).not.toHaveBeenCalled();
  });

  it('waits while the status is "waiting" and ends with the code the phone gives', async () => {
    const steps = stepsWith({
      status: vi
        .fn<SigningSteps<Values>['status']>()
        .mockResolvedValueOnce({ code: 'waiting' })
        .mockResolvedValue({ code: 'user_refused' }),
    });
    const { result } = render(steps);
    act(() => result.current.submit({ valid: true, method: 'mobile-id', values }));
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    expect(result.current.state).toMatchObject({ failure: { kind: 'eid', outcome: 'user-refused' } });
    expect(steps.status).toHaveBeenCalledTimes(2);
  });
});

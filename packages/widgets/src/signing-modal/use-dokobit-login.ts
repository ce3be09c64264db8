import { useApiClient, useStartSession } from '@epp/api/hooks';
import { type SigningState, SMART_ID_COUNTRY } from '@epp/core';
import { useCallback, useRef } from 'react';
import { type SigningSteps, useSigningFlow } from './use-signing-flow';

/** Who logs in: Mobile-ID needs the phone and the personal code, Smart-ID the personal code (country EE). */
export type DokobitLoginInput =
  | { method: 'mobile-id'; phone: string; personalCode: string }
  | { method: 'smart-id'; personalCode: string };

export interface DokobitLogin {
  state: SigningState;
  /** Starts the login; ignored while one is under way. */
  start: (input: DokobitLoginInput) => void;
  cancel: () => void;
  retry: () => void;
}

/**
 * Mobile-ID / Smart-ID login on the same state machine and flow as signing (no save step): dokobit/auth/…
 * answers the control code (show it with <ControlCodePanel purpose="login" />), the status is polled every
 * second, and on `ok` the answered key becomes the session (with the login method and certificate). Failure texts: loginFailureText.
 */
export function useDokobitLogin({ language, intervalMs }: { language: string; intervalMs?: number }): DokobitLogin {
  const client = useApiClient();
  const startSession = useStartSession();
  const personalCode = useRef('');
  const steps: SigningSteps<DokobitLoginInput> = {
    prepare: (_method, { values }) =>
      values.method === 'mobile-id'
        ? client.call('mobileLogin', { body: { phone_number: values.phone, personal_code: values.personalCode } })
        : client.call('smartLogin', { body: { personal_code: values.personalCode, country: SMART_ID_COUNTRY } }),
    status: async ({ method, token }, signal) => {
      const type = method === 'mobile-id' ? 'mobile' : 'smart';
      const status = await client.call(
        'loginStatus',
        { params: { token, type, identifier: personalCode.current } },
        { signal },
      );
      const key = status.code === 'ok' ? (status.key ?? status.user_object?.key) : undefined;
      // The session remembers the method and the login's certificate: they decide Mobile-ID signing (spec §5).
      if (key)
        startSession(key, {
          loginMethod: method === 'mobile-id' ? 'mobile_id' : 'smart_id',
          cert: status.user_object?.cert ?? null,
        });
      return status;
    },
  };
  const flow = useSigningFlow({ steps, language, ...(intervalMs ? { intervalMs } : {}) });
  const { submit } = flow;
  const start = useCallback(
    (input: DokobitLoginInput) => {
      personalCode.current = input.personalCode;
      submit({ valid: true, method: input.method, values: input });
    },
    [submit],
  );
  return { state: flow.state, start, cancel: flow.cancel, retry: flow.retry };
}

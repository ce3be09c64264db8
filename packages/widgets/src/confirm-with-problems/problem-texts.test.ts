import { ApiError } from '@epp/api/client';
import { describe, expect, it } from 'vitest';
import { actionTextKeys, failureLines, PROBLEM_TEXT_KEYS } from './problem-texts';

describe('PROBLEM_TEXT_KEYS', () => {
  it('has a text for every warning kind', () => {
    expect(PROBLEM_TEXT_KEYS['not-found']).toBe('widgets.confirmWithProblems.problems.notFound');
    expect(Object.keys(PROBLEM_TEXT_KEYS)).toHaveLength(7);
  });
});

describe('actionTextKeys', () => {
  it('names the texts of each action', () => {
    expect(actionTextKeys('register').confirm).toBe('widgets.confirmWithProblems.actions.register.confirm');
    expect(actionTextKeys('confirm-results').title).toBe('widgets.confirmWithProblems.actions.confirmResults.title');
    expect(actionTextKeys('send-to-testing').message).toBe('widgets.confirmWithProblems.actions.sendToTesting.message');
  });
});

describe('failureLines', () => {
  it('lists an API error’s codes, "unexpected" for an entry without one', () => {
    const error = new ApiError({
      kind: 'http',
      endpoint: 'POST administrator/activate/',
      status: 400,
      body: { errors: [{ code: 'wrong_status' }, { ean: '4740000000017' }] },
    });
    expect(failureLines(error)).toEqual([{ code: 'wrong_status' }, { key: 'errors.unexpectedShort', params: {} }]);
  });

  it('falls back to the error’s message', () => {
    expect(failureLines(new Error('boom'))).toEqual([{ key: expect.any(String), params: {} }]);
  });
});

import type { CommentEntry } from '@epp/api';
import { describe, expect, it } from 'vitest';
import {
  distanceFromBottom,
  oldestFirst,
  relativeTime,
  relativeTimeText,
  visibleComments,
  withLineBreak,
} from './thread-helpers';

const now = new Date('2026-11-20T12:00:00Z');

function comment(id: number, created_at: string): CommentEntry {
  return {
    id,
    body: `kommentaar ${id}`,
    type: 'MESSAGE',
    visibility: 'PUBLIC',
    role: 'CLIENT',
    created_at,
    created_by: 'Mari Tamm',
    can_delete: false,
  };
}

describe('relativeTime', () => {
  it('is "just now" under a minute and for times after now', () => {
    expect(relativeTime('2026-11-20T11:59:30Z', now)).toBeNull();
    expect(relativeTime('2026-11-20T12:05:00Z', now)).toBeNull();
    expect(relativeTime('not a date', now)).toBeNull();
  });

  it('takes the largest whole unit', () => {
    expect(relativeTime('2026-11-20T11:55:00Z', now)).toEqual({ value: -5, unit: 'minute' });
    expect(relativeTime('2026-11-20T09:00:00Z', now)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeTime('2026-11-17T12:00:00Z', now)).toEqual({ value: -3, unit: 'day' });
    expect(relativeTime('2026-09-01T12:00:00Z', now)).toEqual({ value: -2, unit: 'month' });
    expect(relativeTime('2024-11-01T12:00:00Z', now)).toEqual({ value: -2, unit: 'year' });
  });
});

describe('relativeTimeText', () => {
  it('speaks Estonian and English', () => {
    expect(relativeTimeText('2026-11-17T12:00:00Z', now, 'en')).toBe('3 days ago');
    expect(relativeTimeText('2026-11-17T12:00:00Z', now, 'et')).toBe('3 päeva eest');
    expect(relativeTimeText('2026-11-19T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(relativeTimeText('2026-11-20T11:59:59Z', now, 'et')).toBeNull();
  });
});

describe('oldestFirst', () => {
  it('orders by time, then by id, without touching the input', () => {
    const input = [
      comment(3, '2026-11-20T10:00:00Z'),
      comment(2, '2026-11-19T10:00:00Z'),
      comment(1, '2026-11-19T10:00:00Z'),
    ];
    expect(oldestFirst(input).map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(input.map((entry) => entry.id)).toEqual([3, 2, 1]);
  });
});

describe('distanceFromBottom', () => {
  it('is what is left below the view, never negative', () => {
    expect(distanceFromBottom({ scrollHeight: 1000, scrollTop: 300, clientHeight: 650 })).toBe(50);
    expect(distanceFromBottom({ scrollHeight: 600, scrollTop: 0, clientHeight: 650 })).toBe(0);
  });
});

describe('visibleComments', () => {
  const thread = [12, 11, 10, 9, 8].map((id) => comment(id, `2026-11-20T${String(id).padStart(2, '0')}:00:00Z`));

  it('pages given comments itself: the newest `shown`, oldest first, older ones available', () => {
    const { visible, olderAvailable } = visibleComments(thread, { shown: 3 });
    expect(visible.map((entry) => entry.id)).toEqual([10, 11, 12]);
    expect(olderAvailable).toBe(true);
    expect(visibleComments(thread, { shown: 5 }).olderAvailable).toBe(false);
  });

  it('shows everything the server sent when the server pages, as it says whether older ones exist', () => {
    const { visible, olderAvailable } = visibleComments(thread, { hasOlder: true });
    expect(visible.map((entry) => entry.id)).toEqual([8, 9, 10, 11, 12]);
    expect(olderAvailable).toBe(true);
    expect(visibleComments([], { hasOlder: false })).toEqual({ visible: [], olderAvailable: false });
  });
});

describe('withLineBreak', () => {
  it('replaces the selection with a line break and puts the caret after it', () => {
    expect(withLineBreak('Tere päevast', 4, 4)).toEqual({ value: 'Tere\n päevast', caret: 5 });
    expect(withLineBreak('Tere päevast', 4, 5)).toEqual({ value: 'Tere\npäevast', caret: 5 });
    expect(withLineBreak('', 0, 0)).toEqual({ value: '\n', caret: 1 });
  });
});

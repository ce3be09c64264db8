import { describe, expect, it } from 'vitest';
import { buttonStories } from './fixtures.test-support.mjs';
import { sanitizeSnapshotName, storyOfSnapshot } from './story-names.mjs';

describe('the story of a snapshot', () => {
  it('names the story as Storybook does: its id from the title and the export name', () => {
    expect(storyOfSnapshot(buttonStories, sanitizeSnapshotName('Keyboard Press'))).toEqual({
      title: 'UI/Button',
      exportName: 'KeyboardPress',
      name: 'Keyboard Press',
      id: 'ui-button--keyboard-press',
    });
  });

  it('matches a story by its own name: and keeps the id of its export', () => {
    expect(storyOfSnapshot(buttonStories, 'Error-with-lines')).toMatchObject({
      exportName: 'ErrorWithLines',
      id: 'ui-button--error-with-lines',
    });
    // a `name` inside the story's args is not the story's name
    expect(storyOfSnapshot(buttonStories, 'Primary')?.id).toBe('ui-button--primary');
  });

  it('sanitizes a snapshot name as Vitest names its file', () => {
    expect(sanitizeSnapshotName('Keyboard Press [et]')).toBe('Keyboard-Press-et');
    expect(sanitizeSnapshotName('Pakend — 0,5 l [en]')).toBe('Pakend-05-l-en');
  });
});

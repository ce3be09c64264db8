// A positive signal for a check that something is NOT drawn once a read has decided it: a hidden mark beside
// the screen that appears when the same read has its answer. The mark and the screen observe one query, so
// React Query tells both in one batch and they draw that answer in the same commit: once the mark is there,
// what the answer decides is drawn too. No waiting "longer than an answer takes".
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

/** A query hook of @epp/api/hooks (e.g. useShowWarrantedInfo), called with no arguments as the screen calls it. */
type ReadHook = () => { data: unknown };

function AnsweredMark({ name, useRead }: { name: string; useRead: ReadHook }) {
  const read = useRead();
  return read.data === undefined ? null : <span hidden data-read-answered={name} />;
}

/** A story decorator (inside withScreen's providers) that marks when `useRead` has its answer. */
export const markWhenAnswered =
  (name: string, useRead: ReadHook): Decorator =>
  (Story) => (
    <>
      <Story />
      <AnsweredMark name={name} useRead={useRead} />
    </>
  );

/** Waits until the read marked `name` has its answer, and the screen has drawn it. */
export const readAnswered = (name: string) =>
  waitFor(() => expect(document.querySelector(`[data-read-answered="${name}"]`)).not.toBeNull());

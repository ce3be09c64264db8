// The Loading, Empty and ServerError stories every screen that reads data has, made one way: Loading answers
// its reads never (msw's handler stays pending, so nothing can end the state and no play waits a fixed time),
// Empty answers them with nothing, ServerError with a 500 whose reason is shown with a retry.
import type { EndpointName } from '@epp/api/endpoints';
import { answer, handlersFor, never, type Override, overrideAll, type Scenario, serverError } from '@epp/fixtures';
import type { TranslationKey } from '@epp/i18n';
import { expect, screen, waitFor } from 'storybook/test';
import { expectTableLoading } from './tables';
import { text } from './text';

/** What a play function gets that the checks need. */
interface PlayContext {
  canvasElement: HTMLElement;
}

/** A check of the screen's state, run by the story's play function (it waits for what it looks for). */
export type StateCheck = (context: PlayContext) => Promise<unknown>;

export interface ScreenStatesOptions {
  /** The world the screen's other reads answer from. */
  scenario: Scenario;
  /** What every state story of the screen has besides its handlers (its args, its `screen` address). */
  base?: { args?: Record<string, unknown>; parameters?: Record<string, unknown> };
  /** Done first in every state (e.g. closing an info dialog that opens with the page). */
  prepare?: StateCheck;
  /** The read (or reads) the state depends on: never answered for Loading, failing for ServerError. */
  endpoints: EndpointName | readonly EndpointName[];
  /** The caption of the table that shows it loads (busy, "Laadimine…"), or the screen's own loading check. */
  loading: TranslationKey | StateCheck;
  /**
   * The screen with nothing to show: the reads answer a world with nothing (`scenario`, e.g. clientEmpty) or
   * `answer` (each endpoint's empty body), and `text` says so. Omitted: the screen has no Empty story.
   */
  empty?: ({ scenario: Scenario } | { answer: unknown }) & { text: TranslationKey; andThen?: StateCheck };
  /**
   * The reads fail with 500 `server_error`: each of `texts` shows with that reason (`{ error }`; a key given n
   * times shows n times), with as many visible retries; `andThen` checks or does what the screen adds.
   */
  error: { texts: TranslationKey | readonly TranslationKey[]; andThen?: StateCheck };
}

export interface StateStory {
  args?: Record<string, unknown>;
  parameters: { msw: { handlers: ReturnType<typeof handlersFor> } } & Record<string, unknown>;
  play: (context: PlayContext) => Promise<void>;
}

type ScreenStates<O extends ScreenStatesOptions> = { Loading: StateStory; ServerError: StateStory } & (O extends {
  empty: object;
}
  ? { Empty: StateStory }
  : unknown);

const RETRY = 'common.actions.retry';

const listOf = <T>(value: T | readonly T[]): readonly T[] => (Array.isArray(value) ? value : [value as T]);

/** The story objects of a screen's Loading, ServerError and (with `empty`) Empty states, spread into its file. */
export function screenStateStories<O extends ScreenStatesOptions>(options: O): ScreenStates<O> {
  const endpoints = listOf<EndpointName>(options.endpoints);
  const { base = {}, prepare, loading, empty, error } = options;
  const story = (handlers: ReturnType<typeof handlersFor>, check: StateCheck): StateStory => ({
    ...base,
    parameters: { ...base.parameters, msw: { handlers } },
    play: async (context) => {
      await prepare?.(context);
      await check(context);
    },
  });
  const withAll = (override: Override) =>
    handlersFor(options.scenario, { overrides: overrideAll(endpoints, override) });
  const states: Record<string, StateStory> = {
    Loading: story(withAll(never()), async (context) => {
      if (typeof loading === 'string') await expectTableLoading(loading);
      else await loading(context);
    }),
    ServerError: story(withAll(serverError(500, 'server_error')), async (context) => {
      const texts = listOf<TranslationKey>(error.texts);
      for (const key of new Set(texts)) {
        const times = texts.filter((other) => other === key).length;
        await waitFor(() => expect(screen.getAllByText(text(key, { error: 'server_error' }))).toHaveLength(times));
      }
      await waitFor(() => {
        const retries = screen.getAllByRole('button', { name: text(RETRY) });
        expect(retries.length).toBeGreaterThanOrEqual(texts.length);
        for (const retry of retries) expect(retry).toBeVisible();
      });
      await error.andThen?.(context);
    }),
  };
  if (empty)
    states.Empty = story(
      'scenario' in empty ? handlersFor(empty.scenario) : withAll(answer(200, empty.answer)),
      async (context) => {
        await screen.findByText(text(empty.text));
        await empty.andThen?.(context);
      },
    );
  return states as ScreenStates<O>;
}

// One screen's resilience cases: its main story rendered once with good answers (which endpoints it calls,
// what it shows, and after the user's input what that shows), then again for every endpoint it called and
// each fault: the error must be shown translated with a retry, what the user typed must stay, nothing may be
// thrown uncaught, and a retry with good answers must bring back exactly what the good run showed.
import { createSessionStore, type EndpointName } from '@epp/api';
import { storeOfHandler } from '@epp/fixtures';
import type { ShellRole } from '@epp/screens/shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStory } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { userEvent } from 'storybook/test';
import { storyI18n } from '../../.storybook/story-i18n';
import { setStoryCallDeadline } from '../support/api-providers';
import { EndpointFaults, endsSession, errorAnswers, type FaultKind, violatingAnswer } from './endpoint-faults';
import { inShell } from './in-shell';
import type { Phase, ScreenCase } from './screen-cases';
import {
  alertText,
  errorAlerts,
  listenForUncaught,
  lostFields,
  pageText,
  retryButtons,
  settled,
  typedFields,
  untranslated,
  waitFor,
} from './screen-state';

export type StoryModule = { default: Meta } & Record<string, StoryObj | Meta>;

export interface CaseResult {
  endpoint: EndpointName;
  kind: FaultKind;
  phase: Phase;
  /** Empty when the screen did all it must. */
  failures: string[];
}

/** The handlers of a story's `parameters.msw`, in the shapes msw-storybook-addon accepts. */
function storyHandlers(parameter: unknown): RequestHandler[] {
  if (Array.isArray(parameter)) return parameter;
  const handlers = (parameter as { handlers?: unknown } | undefined)?.handlers;
  if (!handlers) return [];
  return (Array.isArray(handlers) ? handlers : Object.values(handlers as object)).flat().filter(Boolean);
}

/** The text the screen must show for the fault: the client's own message for it, in the story's language. */
function expectedError(endpoint: EndpointName, kind: FaultKind, screenCase: ScreenCase): string {
  const refusal = refusalOf(screenCase, endpoint, kind);
  if (refusal) return storyI18n.t(refusal.says);
  const own = screenCase.ownErrors?.[endpoint];
  if (own) return storyI18n.t(own);
  switch (kind) {
    // A 401 or a request without a status ends the session (spec §8): "Ootamatu viga serverile päringut tehes."
    case 'network':
    case 'unauthorized':
      return storyI18n.t('errors.unexpected');
    case 'timeout':
      return storyI18n.t('errors.timeout');
    case 'invalid': {
      const answer = violatingAnswer(endpoint);
      return storyI18n.t('errors.invalidResponse', { endpoint: answer?.endpoint, field: answer?.field });
    }
    default:
      // The server's own text (spec §8: `detail`), inside whatever the screen says around it.
      return errorAnswers[kind].body.detail;
  }
}

const refusalOf = (screenCase: ScreenCase, endpoint: EndpointName, kind: FaultKind) => {
  const refusal = screenCase.refusals?.[endpoint];
  return refusal?.kinds.includes(kind) ? refusal : undefined;
};

/**
 * The client's deadline in a hang case: long enough for every good answer of the in-page fixtures on a loaded
 * machine (they take milliseconds), short enough that 50-odd hang cases cost little.
 */
const HANG_DEADLINE_MS = 1_500;

/** The fixture stores behind a story's handlers, back to their seeds: each render starts from the same data. */
function resetStores(handlers: readonly RequestHandler[]): void {
  for (const handler of handlers) storeOfHandler.get(handler as never)?.reset();
}

/** How long an error may take to show once the screen has settled (one last render). */
const GRACE_MS = 300;
/** How long the failing endpoint may take to be asked for (the good run asked for it). */
const REQUEST_TIMEOUT_MS = 5_000;
const session = createSessionStore();

export class ScreenRun {
  private readonly render: (faults: EndpointFaults) => Promise<void>;
  private loadText = '';
  private inputText = '';
  loadEndpoints: EndpointName[] = [];
  inputEndpoints: EndpointName[] = [];
  /** The action's own request, where the case names it (screen-cases.ts `sentBy`). */
  get sentBy(): EndpointName | undefined {
    return this.screenCase.input?.sentBy;
  }

  constructor(
    readonly file: string,
    module: StoryModule,
    private readonly screenCase: ScreenCase,
    /** Drawn inside this role's shell, as the portal's signed-in page draws it (in-shell.tsx). */
    shell?: ShellRole,
  ) {
    const meta = module.default;
    const annotations = module[screenCase.story] as StoryObj | undefined;
    if (!annotations || annotations === meta) {
      const stories = Object.keys(module).filter((name) => name !== 'default');
      throw new Error(
        `${file}: no story "${screenCase.story}" (its stories: ${stories.join(', ')}); see screen-cases.ts`,
      );
    }
    const handlers = storyHandlers(composeStory(annotations, meta, undefined, screenCase.story).parameters.msw);
    const own = annotations.decorators;
    const decorators = [...(Array.isArray(own) ? own : own ? [own] : []), ...(shell ? [inShell(shell)] : [])];
    // The story as Storybook renders it, without its play function, over the fault handler and its own handlers.
    this.render = async (faults) => {
      resetStores(handlers);
      const parameters = { ...annotations.parameters, msw: { handlers: faults.handlers(handlers) } };
      const story = { ...annotations, decorators, play: undefined, parameters };
      await composeStory(story, meta, undefined, screenCase.story).run();
    };
  }

  /** The good run: what the screen calls and shows when every answer is right, before and after the input. */
  async baseline(): Promise<void> {
    const faults = new EndpointFaults();
    await this.render(faults);
    await this.settleAndReveal(faults);
    this.loadEndpoints = [...faults.requested];
    this.loadText = pageText();
    const input = this.screenCase.input;
    if (!input) return;
    await input.fill();
    const mark = faults.log.length;
    await input.send();
    await settled(faults);
    this.inputEndpoints = [...new Set(faults.log.slice(mark))];
    this.inputText = pageText();
  }

  /** One endpoint failing with one fault, from the first render (`load`) or from the user's send (`input`). */
  async fault(endpoint: EndpointName, kind: FaultKind, phase: Phase): Promise<CaseResult> {
    const failures: string[] = [];
    const uncaught = listenForUncaught();
    const faults = new EndpointFaults();
    const input = phase === 'action' ? this.screenCase.input : undefined;
    // A token to see the client end the session on a 401 or a network failure (the stories' fixtures need none).
    if (endsSession(kind)) session.start('resilience-pass', { loginMethod: 'email', cert: null });
    if (kind === 'timeout') setStoryCallDeadline(HANG_DEADLINE_MS);
    try {
      // What the fields must hold after the failure: by default what the user typed (see UserInput for the others).
      let typed = new Map<string, string>();
      if (!input) faults.arm(endpoint, kind);
      await this.render(faults);
      if (input) {
        await settled(faults);
        const before = typedFields();
        await input.fill();
        typed = this.heldAfterFailure(input, endpoint, before, typedFields());
        faults.arm(endpoint, kind);
        await input.send();
      }
      // The good run asked for it: wait until this run has too (a click's request can start late on a busy machine).
      await waitFor(() => (faults.faultHits > 0 ? true : undefined), REQUEST_TIMEOUT_MS);
      // A hang shows nothing until the client's deadline has cut the call (a form may show no spinner meanwhile).
      if (kind === 'timeout') await waitFor(() => (faults.hangIsOver(HANG_DEADLINE_MS) ? true : undefined), 10_000);
      const final = refusalOf(this.screenCase, endpoint, kind)?.final === true;
      if (input?.leavesPage && !this.sendFailed(input, endpoint)) await settled(faults);
      else failures.push(...(await this.expectError(faults, endpoint, kind, input !== undefined || final)));
      failures.push(...lostFields(typed).map((lost) => `the fields are not as the failure must leave them: ${lost}`));
      if (endsSession(kind) && session.getToken() !== null) failures.push('the session did not end (spec §8)');
      faults.disarm();
      // A final refusal has nothing to retry: what it shows was checked.
      if (final) return { endpoint, kind, phase, failures: [...failures, ...uncaught.errors] };
      failures.push(...(await this.retry(faults, input)));
      // Compared as the good run recorded it: the load's text with the part revealed, the action's without (an
      // action may leave the page, as a role switch does, where the part to reveal no longer is).
      if (input) await settled(faults);
      else await this.settleAndReveal(faults);
      const good = input ? this.inputText : this.loadText;
      const now = pageText();
      if (now !== good)
        failures.push(`after the retry the screen is not as in the good run:\n${difference(good, now)}`);
    } catch (error) {
      failures.push(`the case stopped: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      faults.disarm();
      setStoryCallDeadline(null);
      uncaught.stop();
      session.clear();
    }
    failures.push(...uncaught.errors);
    return { endpoint, kind, phase, failures };
  }

  /** The fields' values a failed action must leave: the typed ones, or those before typing where the case says. */
  private heldAfterFailure(
    input: NonNullable<ScreenCase['input']>,
    endpoint: EndpointName,
    before: Map<string, string>,
    typed: Map<string, string>,
  ): Map<string, string> {
    const sendFailed = this.sendFailed(input, endpoint);
    if (input.onFailure === 'restored' && sendFailed) return before;
    if (input.emptiedOnceSent && !sendFailed) return before;
    // the page was left with its fields once the send succeeded
    if (input.leavesPage && !sendFailed) return new Map();
    return typed;
  }

  /** The send failed when its own request or one it needs before it (a line save's package list) failed. */
  private sendFailed(input: NonNullable<ScreenCase['input']>, endpoint: EndpointName): boolean {
    const order = this.inputEndpoints;
    return order.indexOf(endpoint) <= order.indexOf(input.sentBy ?? order[0] ?? endpoint);
  }

  private async settleAndReveal(faults: EndpointFaults): Promise<void> {
    await settled(faults);
    if (!this.screenCase.reveal) return;
    await this.screenCase.reveal();
    await settled(faults);
  }

  private async expectError(
    faults: EndpointFaults,
    endpoint: EndpointName,
    kind: FaultKind,
    afterInput: boolean,
  ): Promise<string[]> {
    await this.settleAndReveal(faults);
    if (faults.faultHits === 0) return [`${endpoint} was not requested in this run`];
    const expected = expectedError(endpoint, kind, this.screenCase);
    const shown = await waitFor(() => errorAlerts().find((alert) => alertText(alert).includes(expected)), GRACE_MS);
    const alerts = errorAlerts().map(alertText);
    const failures: string[] = [];
    if (!shown) failures.push(`no error alert says «${expected}»; alerts: ${JSON.stringify(alerts)}`);
    for (const text of alerts) {
      const raw = untranslated(text);
      if (raw.length > 0) failures.push(`an alert shows untranslated ${raw.join(', ')}: «${text}»`);
    }
    // After a failed send the form itself is the retry (checked by sending again); otherwise a retry button.
    if (retryButtons().length === 0 && !afterInput) failures.push('no retry is offered');
    return failures;
  }

  /**
   * Presses the retries the page offers (each failed part has its own). After a failed send the user then sends
   * again if the page is not where the good run ended (a form that was reset for another try), or sends again
   * straight away when no retry is offered.
   */
  private async retry(faults: EndpointFaults, input: ScreenCase['input']): Promise<string[]> {
    for (let round = 0; round < 4; round += 1) {
      const [button] = retryButtons();
      if (!button) break;
      await userEvent.click(button);
      await settled(faults);
    }
    if (input && pageText() !== this.inputText) {
      await input.send();
      await settled(faults);
    }
    const left = errorAlerts().map(alertText);
    return left.length === 0 ? [] : [`errors remain after the retry: ${JSON.stringify(left)}`];
  }
}

/** Where two page texts part, with a little context. */
function difference(good: string, now: string): string {
  let at = 0;
  while (at < good.length && good[at] === now[at]) at += 1;
  const from = Math.max(0, at - 60);
  return `  good run: …${good.slice(from, at + 140)}…\n  now:      …${now.slice(from, at + 140)}…`;
}

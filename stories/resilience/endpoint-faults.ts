// The resilience pass's hand on the network: one MSW handler in front of a story's own. It names the endpoint
// of every API request (the first entry of the endpoint table that matches, as the fixture handlers decide),
// counts the requests under way (so the pass knows when a screen has settled), and while a fault is armed it
// answers that one endpoint with the fault (faultKinds); every other request gets the story's own answer.
import { type AnyEndpoint, describeEndpoint, type EndpointName, endpoints, mswPath } from '@epp/api/endpoints';
import { getResponse, HttpResponse, http, matchRequestUrl, type RequestHandler } from 'msw';

/**
 * - `invalid`: a 200 whose body violates the endpoint's response schema (the client's `invalid-response`);
 * - `network`: the request fails without a status (`network`: the session ends, spec §8);
 * - `server`: a 503 with the API's error body (spec §8: the server's text is shown);
 * - `rejected`: a 400 with the API's error body;
 * - `forbidden`: a 403 with the body Django REST framework sends (the spec has no text of its own for it);
 * - `unauthorized`: a 401 (the session ends, spec §8);
 * - `timeout`: no answer at all, until the client's deadline cuts the call (the client's `timeout`).
 */
export type FaultKind = 'invalid' | 'network' | 'server' | 'rejected' | 'forbidden' | 'unauthorized' | 'timeout';
export const faultKinds: readonly FaultKind[] = [
  'invalid',
  'network',
  'server',
  'rejected',
  'forbidden',
  'unauthorized',
  'timeout',
];

/** The failed statuses the pass answers with, and the API's error body of each (spec §8: `detail` is read). */
export const errorAnswers = {
  server: { status: 503, body: { detail: 'Resilience: teenus on ajutiselt kättesaamatu.' } },
  rejected: { status: 400, body: { detail: 'Resilience: päring lükati tagasi.' } },
  forbidden: { status: 403, body: { detail: 'You do not have permission to perform this action.' } },
  unauthorized: { status: 401, body: { detail: 'Invalid token.' } },
} as const satisfies Partial<Record<FaultKind, { status: number; body: { detail: string } }>>;

/** Faults that end the session (spec §8): the client clears the token and tells the host. */
export const endsSession = (kind: FaultKind) => kind === 'network' || kind === 'unauthorized';

const API_REQUESTS = '*/api/v1/*';
const entries = Object.entries(endpoints) as [EndpointName, AnyEndpoint][];

/** The endpoint a request is for, as the fixture handlers (one per table entry, in table order) would match it. */
export function endpointOf(request: Request): EndpointName | undefined {
  const url = new URL(request.url);
  const match = entries.find(
    ([, entry]) => entry.method === request.method && matchRequestUrl(url, mswPath(entry)).matches,
  );
  return match?.[0];
}

/** Bodies that no answer schema of the table should accept; the first one the endpoint's schema rejects is sent. */
const wrongBodies: readonly unknown[] = ['resilience: not the answer', 42, [], { unexpected: true }];

export interface ViolatingAnswer {
  body: unknown;
  /** `GET packages/`: how the client's error names the endpoint. */
  endpoint: string;
  /** The first field the schema rejects, as the client's `invalid-response` error names it. */
  field: string;
}

/** A body the endpoint's response schema rejects, or undefined when its schema accepts all of them. */
export function violatingAnswer(name: EndpointName): ViolatingAnswer | undefined {
  const entry: AnyEndpoint = endpoints[name];
  for (const body of wrongBodies) {
    const result = entry.response.safeParse(body);
    if (!result.success) {
      const path = result.error.issues[0]?.path ?? [];
      return { body, endpoint: describeEndpoint(entry), field: path.length === 0 ? '(root)' : path.join('.') };
    }
  }
  return undefined;
}

interface Fault {
  name: EndpointName;
  kind: FaultKind;
}

/** What one story run asked of the API, and the fault (if any) to answer one endpoint with. */
export class EndpointFaults {
  /** Every endpoint requested, in the order of its first request. */
  readonly requested: EndpointName[] = [];
  /** Every API request's endpoint, in order. */
  readonly log: EndpointName[] = [];
  /** How many requests the armed fault has answered. */
  faultHits = 0;
  /** When the armed fault answered its first request (a hang: when the client's deadline started). */
  firstHitAt = 0;
  private underWay = 0;
  private lastActivity = performance.now();
  private fault: Fault | undefined;
  /** The hung requests of a `timeout` fault: answered (too late, nobody listens) when the fault is disarmed. */
  private hung: (() => void)[] = [];

  /** From now on every request of `name` fails as `kind` says, until `disarm()`. */
  arm(name: EndpointName, kind: FaultKind): void {
    this.fault = { name, kind };
    this.faultHits = 0;
    this.firstHitAt = 0;
  }

  disarm(): void {
    this.fault = undefined;
    for (const release of this.hung.splice(0)) release();
  }

  /** The armed fault's first request has hung for longer than the client's deadline `deadlineMs`. */
  hangIsOver(deadlineMs: number): boolean {
    return this.faultHits > 0 && performance.now() - this.firstHitAt >= deadlineMs;
  }

  /** No request under way and none started or ended for `quietMs`. */
  isQuiet(quietMs: number): boolean {
    return this.underWay === 0 && performance.now() - this.lastActivity >= quietMs;
  }

  /** The story's handlers behind this one; MSW asks them for every answer that is not a fault. */
  handlers(storyHandlers: readonly RequestHandler[]): RequestHandler[] {
    const pass = http.all(API_REQUESTS, async ({ request }) => {
      const name = endpointOf(request);
      if (name) this.log.push(name);
      if (name && !this.requested.includes(name)) this.requested.push(name);
      this.underWay += 1;
      this.lastActivity = performance.now();
      try {
        const fault = this.fault;
        if (name && fault?.name === name) {
          if (this.faultHits === 0) this.firstHitAt = performance.now();
          this.faultHits += 1;
          return await this.answer(name, fault.kind);
        }
        return await getResponse([...storyHandlers], request);
      } finally {
        this.underWay -= 1;
        this.lastActivity = performance.now();
      }
    });
    // The story's handlers stay behind it for anything outside the API (none today).
    return [pass, ...storyHandlers];
  }

  private async answer(name: EndpointName, kind: FaultKind): Promise<Response> {
    switch (kind) {
      case 'network':
        return HttpResponse.error();
      case 'invalid':
        return HttpResponse.json(violatingAnswer(name)?.body as never);
      case 'timeout':
        // A hung server: no answer until the case is over. Not "under way" for settling: the page is expected to
        // settle on its timeout error while this request hangs.
        this.underWay -= 1;
        await new Promise<void>((resolve) => this.hung.push(resolve));
        this.underWay += 1;
        return HttpResponse.error();
      default: {
        const { status, body } = errorAnswers[kind];
        return HttpResponse.json(body, { status });
      }
    }
  }
}

// The resilience pass's hand on the network: one MSW handler in front of a story's own. It names the endpoint
// of every API request (the first entry of the endpoint table that matches, as the fixture handlers decide),
// counts the requests under way (so the pass knows when a screen has settled), and while a fault is armed it
// answers that one endpoint with a body its schema rejects or with a network failure; every other request
// gets the story's own answer.
import { type AnyEndpoint, describeEndpoint, type EndpointName, endpoints, mswPath } from '@epp/api/endpoints';
import { getResponse, HttpResponse, http, matchRequestUrl, type RequestHandler } from 'msw';

/** `invalid`: a 200 whose body violates the endpoint's response schema; `network`: the request fails without a status. */
export type FaultKind = 'invalid' | 'network';
export const faultKinds: readonly FaultKind[] = ['invalid', 'network'];

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
  private underWay = 0;
  private lastActivity = performance.now();
  private fault: Fault | undefined;

  /** From now on every request of `name` fails as `kind` says, until `disarm()`. */
  arm(name: EndpointName, kind: FaultKind): void {
    this.fault = { name, kind };
    this.faultHits = 0;
  }

  disarm(): void {
    this.fault = undefined;
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
          this.faultHits += 1;
          return fault.kind === 'network'
            ? HttpResponse.error()
            : HttpResponse.json(violatingAnswer(name)?.body as never);
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
}

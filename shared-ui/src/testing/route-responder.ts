import type { FakeResponse, RecordedRequest, Responder } from './fake-shell';

type Answer = FakeResponse | ((request: RecordedRequest) => FakeResponse);

/**
 * A responder that answers by "METHOD /path" (the query aside); any other call answers 404 so a
 * test notices a request it did not expect.
 */
export function routeResponder(routes: Record<string, Answer>): Responder {
  return (request) => {
    const answer = routes[`${request.method} ${request.url}`];
    // No `message`: the refusal rule would toast it and pollute the toasts a test asserts.
    if (!answer) return { status: 404, data: { unexpected: `${request.method} ${request.url}` } };
    return typeof answer === 'function' ? answer(request) : answer;
  };
}

/** The requests sent to "METHOD /path". */
export function requestsTo(requests: RecordedRequest[], route: string): RecordedRequest[] {
  return requests.filter((request) => `${request.method} ${request.url}` === route);
}

export interface HeldAnswer {
  request: RecordedRequest;
  /** Sends the held answer now. */
  answer: (response: FakeResponse) => void;
}

/**
 * A responder that holds every call to "METHOD /path" until the test answers it, in whatever
 * order the test chooses (a slow older answer arriving after a newer one); other calls go to
 * `otherwise`.
 */
export function holdingResponder(route: string, otherwise: Responder = routeResponder({})) {
  const held: HeldAnswer[] = [];
  const responder: Responder = (request) =>
    `${request.method} ${request.url}` === route
      ? new Promise<FakeResponse>((answer) => held.push({ request, answer }))
      : otherwise(request);
  return { responder, held };
}

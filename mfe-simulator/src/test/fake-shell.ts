import type { FakeShell, RecordedRequest } from '@dpohub/shared-ui/testing';

export * from '@dpohub/shared-ui/testing';

/** The requests to one path (the base URL left out), in order. */
export function requestsTo(fake: FakeShell, url: string): RecordedRequest[] {
  return fake.requests.filter((request) => request.url === url);
}

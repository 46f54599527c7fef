import { renderRemote } from '@dpohub/shared-ui/testing';
import type { FakeShell } from '@dpohub/shared-ui/testing';
import demandsRemote from '../app';

/** The current address, for tests that read the list query. */
export { remoteLocation as location } from '@dpohub/shared-ui/testing';

/** Renders the exposed app at `path`, as the shell would, over a fake shell API. */
export function renderDemands(path: string, fake: FakeShell) {
  return renderRemote(demandsRemote, path, fake);
}

import { renderRemote } from '@dpohub/shared-ui/testing';
import simulatorRemote from '../app';
import type { FakeShell } from './fake-shell';

/** Renders the exposed app at `path`, as the shell would, over a fake shell API. */
export function renderSimulator(path: string, fake: FakeShell) {
  return renderRemote(simulatorRemote, path, fake);
}

import budgetRemote from '../app';
import { renderRemote, type FakeShell } from '@dpohub/shared-ui/testing';

/** The current address, for tests that read the `page` query. */
export { remoteLocation as location } from '@dpohub/shared-ui/testing';

/** Renders the exposed app at `path`, as the shell would, over a fake shell API. */
export function renderBudget(path: string, fake: FakeShell) {
  return renderRemote(budgetRemote, path, fake);
}

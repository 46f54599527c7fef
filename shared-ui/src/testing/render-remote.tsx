import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { RemoteAppModule } from '../contract/shell-api';
import type { FakeShell } from './fake-shell';
import { TestQueryProvider } from './test-query-client';

/** The current address of the last rendered remote, for tests that read its query. */
export const remoteLocation = { current: '' };

function LocationProbe() {
  const { pathname, search } = useLocation();
  remoteLocation.current = `${pathname}${search}`;
  return null;
}

/** Renders a remote's exposed app at `path`, as the shell would, over a fake shell API. */
export async function renderRemote(remote: RemoteAppModule, path: string, fake: FakeShell) {
  const { App } = remote;
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <TestQueryProvider>
          <App shell={fake.shell} />
        </TestQueryProvider>
      </MemoryRouter>,
    );
  });
  return result as ReturnType<typeof render>;
}

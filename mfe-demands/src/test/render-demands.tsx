import { act, render } from '@testing-library/react';
import type { FakeShell } from '@dpohub/shared-ui/testing';
import { MemoryRouter, useLocation } from 'react-router-dom';
import demandsRemote from '../app';

/** The current address, for tests that read the list query. */
export const location = { current: '' };

function LocationProbe() {
  const { pathname, search } = useLocation();
  location.current = `${pathname}${search}`;
  return null;
}

/** Renders the exposed app at `path`, as the shell would, over a fake shell API. */
export async function renderDemands(path: string, fake: FakeShell) {
  const { App } = demandsRemote;
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <App shell={fake.shell} />
      </MemoryRouter>,
    );
  });
  return result as ReturnType<typeof render>;
}

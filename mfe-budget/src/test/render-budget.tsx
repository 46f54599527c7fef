import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import budgetRemote from '../app';
import type { FakeShell } from '@dpohub/shared-ui/testing';

/** The current address, for tests that read the `page` query. */
export const location = { current: '' };

function LocationProbe() {
  const { pathname, search } = useLocation();
  location.current = `${pathname}${search}`;
  return null;
}

/** Renders the exposed app at `path`, as the shell would, over a fake shell API. */
export async function renderBudget(path: string, fake: FakeShell) {
  const { App } = budgetRemote;
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

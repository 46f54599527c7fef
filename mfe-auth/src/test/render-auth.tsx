import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import authRemote from '../app';
import type { FakeShell } from '@dpohub/shared-ui/testing';

/** Renders the exposed app at `path`, as the shell would, over a fake shell API. */
export async function renderAuth(path: string, fake: FakeShell) {
  const { App } = authRemote;
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <App shell={fake.shell} />
      </MemoryRouter>,
    );
  });
  return result as ReturnType<typeof render>;
}

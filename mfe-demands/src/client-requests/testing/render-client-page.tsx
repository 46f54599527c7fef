import { ShellProvider } from '@dpohub/shared-ui';
import { TestQueryProvider } from '@dpohub/shared-ui/testing';
import type { FakeShell } from '@dpohub/shared-ui/testing';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** The current address, for tests that read the query string. */
export const location = { current: '' };

function LocationProbe() {
  const { pathname, search } = useLocation();
  location.current = `${pathname}${search}`;
  return null;
}

/** Renders one page at `url`, matched by `pattern`, under the fake shell's provider. */
export async function renderClientPage(
  element: ReactElement,
  pattern: string,
  url: string,
  fake: FakeShell,
) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <ShellProvider shell={fake.shell}>
        <MemoryRouter initialEntries={[url]}>
          <LocationProbe />
          <TestQueryProvider>
            <Routes>
              <Route path={pattern} element={element} />
              <Route path="*" element={null} />
            </Routes>
          </TestQueryProvider>
        </MemoryRouter>
      </ShellProvider>,
    );
  });
  return result as ReturnType<typeof render>;
}

import { act, render, screen, within } from '@testing-library/react';
import { ADMIN_STAFF, createTestShell, renderWithShell } from '../test/test-shell';
import { Layout } from './Layout';

async function renderLayout() {
  const { shell } = createTestShell(ADMIN_STAFF);
  await act(async () => {
    render(
      renderWithShell(
        shell,
        <Layout>
          <p>Conteúdo da página</p>
        </Layout>,
      ),
    );
  });
  return shell;
}

describe('the layout while signing out (platform m21)', () => {
  it("keeps the menu it had and says 'Saindo...' in place of the page until the redirect", async () => {
    const shell = await renderLayout();
    const menu = () => screen.getByRole('navigation', { name: 'Menu principal' });
    const before = within(menu())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(before).toContain('Solicitações');
    expect(screen.getByText('Conteúdo da página')).toBeInTheDocument();

    act(() => shell.session.logout());

    expect(
      within(menu())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(before);
    expect(screen.queryByText('Conteúdo da página')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Saindo...')).toBeInTheDocument();
  });
});

describe('the side menu', () => {
  it("makes the logo a link to the user's first page (platform m26)", async () => {
    await renderLayout();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'DPOHUB' })).toHaveAttribute('href', '/home');
  });
});

import { principalOf } from '@dpohub/domain';
import type { SessionUser } from '@dpohub/shared-ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ADMIN_STAFF, CLIENT_ADMIN, CLIENT_USER, PARTICIPANT } from '../test/test-shell';
import { SideMenu } from './SideMenu';

function menuLabels(user: SessionUser, onOpenLgpdPrimer = jest.fn()) {
  render(
    <MemoryRouter>
      <SideMenu
        principal={principalOf(user)}
        open={false}
        onOpenLgpdPrimer={onOpenLgpdPrimer}
        onNavigate={jest.fn()}
        onClose={jest.fn()}
      />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Menu principal' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('side menu (spec 1 section 2.6)', () => {
  it('shows Solicitações, Avaliações, Clientes, Multas Simuladas and the audit trail to admins', () => {
    expect(menuLabels(ADMIN_STAFF)).toEqual([
      'Início',
      'Todas Funções',
      'Solicitações',
      'Avaliações',
      'Clientes',
      'Multas Simuladas',
      'Trilha de auditoria',
      'Conheça a LGPD',
      'Termo de Uso e Privacidade',
    ]);
  });

  it('hides Solicitações and Clientes from a client administrator, who keeps their requests, assessments, simulations and their client’s audit trail', () => {
    expect(menuLabels(CLIENT_ADMIN)).toEqual([
      'Início',
      'Todas Funções',
      'Minhas Solicitações',
      'Avaliações',
      'Multas Simuladas',
      'Trilha de auditoria',
      'Conheça a LGPD',
      'Termo de Uso e Privacidade',
    ]);
  });

  it('hides Solicitações, Clientes and the audit trail from a granular client user, who keeps their requests and assessments', () => {
    expect(menuLabels(CLIENT_USER)).toEqual([
      'Início',
      'Todas Funções',
      'Minhas Solicitações',
      'Avaliações',
      'Multas Simuladas',
      'Conheça a LGPD',
      'Termo de Uso e Privacidade',
    ]);
  });

  it("links a client user's requests from the menu (demands m15)", () => {
    menuLabels(CLIENT_USER);
    expect(screen.getByRole('link', { name: 'Minhas Solicitações' })).toHaveAttribute(
      'href',
      '/clientDemands',
    );
  });

  it('offers no Minhas Solicitações to a granular user without the demands role', () => {
    const withoutRole: SessionUser = {
      ...CLIENT_USER,
      roles: CLIENT_USER.roles.filter(
        (role) => role.authority !== 'ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS',
      ),
    };
    expect(menuLabels(withoutRole)).not.toContain('Minhas Solicitações');
  });

  it('shows participants their Solicitações, the LGPD primer and the terms', () => {
    expect(menuLabels(PARTICIPANT)).toEqual([
      'Minhas Solicitações',
      'Conheça a LGPD',
      'Termo de Uso e Privacidade',
    ]);
    expect(screen.getByRole('link', { name: 'Minhas Solicitações' })).toHaveAttribute(
      'href',
      '/clientDemands',
    );
  });

  it('links Avaliações to the assessments list (finding B1), and hides it without any assessment authority', () => {
    menuLabels(CLIENT_USER);
    expect(screen.getByRole('link', { name: 'Avaliações' })).toHaveAttribute(
      'href',
      '/myAvaliations',
    );
  });

  it('hides Avaliações from a client user who holds no assessment authority', () => {
    const documentsOnly = {
      ...CLIENT_USER,
      roles: [{ authority: 'ROLE_USER' }, { authority: 'ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS' }],
    };
    expect(menuLabels(documentsOnly)).not.toContain('Avaliações');
  });

  it('never renders the hidden item Portal', () => {
    expect(menuLabels(ADMIN_STAFF)).not.toContain('Portal');
  });

  it('links Início to /home and opens the LGPD primer in place', async () => {
    const onOpenLgpdPrimer = jest.fn();
    menuLabels(CLIENT_USER, onOpenLgpdPrimer);
    expect(screen.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Termo de Uso e Privacidade' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Conheça a LGPD' }));
    expect(onOpenLgpdPrimer).toHaveBeenCalled();
  });

  describe('the phone drawer', () => {
    function renderOpen() {
      const onClose = jest.fn();
      const { container } = render(
        <MemoryRouter>
          <SideMenu
            principal={principalOf(CLIENT_USER)}
            open
            onOpenLgpdPrimer={jest.fn()}
            onNavigate={jest.fn()}
            onClose={onClose}
          />
        </MemoryRouter>,
      );
      return { onClose, container };
    }

    it('has a close button inside the drawer', async () => {
      const { onClose } = renderOpen();
      const nav = screen.getByRole('navigation', { name: 'Menu principal' });
      await userEvent.click(within(nav).getByRole('button', { name: 'Fechar menu' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('closes on Escape', async () => {
      const { onClose } = renderOpen();
      await userEvent.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('closes on a tap outside the drawer', async () => {
      const { onClose, container } = renderOpen();
      const scrim = container.querySelector('[aria-hidden="true"]:not(span)') as HTMLElement;
      expect(scrim).not.toBeNull();
      await userEvent.click(scrim);
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });
});

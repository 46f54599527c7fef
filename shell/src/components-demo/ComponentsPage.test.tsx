import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestShell, renderWithShell } from '../test/test-shell';
import { ComponentsPage } from './ComponentsPage';

describe('/components', () => {
  it('shows the shared widgets working together', async () => {
    const test = createTestShell(null);
    await act(async () => {
      render(renderWithShell(test.shell, <ComponentsPage />, '/components'));
    });

    for (const section of [
      'Botões e cartões',
      'Tabela, busca e paginação',
      'Status e indicadores',
      'Janelas',
      'Formulário',
      'Assistente em etapas',
      'Termos de uso e aviso de privacidade',
    ]) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pendente');
    // the filter keeps the wire value of the option chosen by its label
    expect(screen.getByText(/Status: PENDENTE/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ações do exemplo' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Editar' }));
    expect(test.toast.info).toHaveBeenCalledWith('Editar');
  });
});

describe('/components landmarks (platform m27)', () => {
  it('has one main landmark and one h1, its sections at h2', async () => {
    const test = createTestShell(null);
    await act(async () => {
      render(renderWithShell(test.shell, <ComponentsPage />, '/components'));
    });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Componentes',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Botões e cartões' })).toBeVisible();
  });
});

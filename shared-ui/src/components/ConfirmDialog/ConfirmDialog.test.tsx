import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('shows the title, the text and both answers', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog
        open
        title="Remover cliente ?"
        text="Tem certeza que deseja remover este cliente permanentemente do sistema?"
        cancelLabel="Não"
        confirmLabel="Sim, quero remover"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Remover cliente ?' })).toBeInTheDocument();
    expect(
      screen.getByText('Tem certeza que deseja remover este cliente permanentemente do sistema?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim, quero remover' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Não' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("answers 'Sim' / 'Não' by default", () => {
    render(
      <ConfirmDialog
        open
        title="Você realmente deseja desativar o usuário?"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Sim' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Não' })).toBeInTheDocument();
  });
});

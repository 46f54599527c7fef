import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormButtons } from './FormButtons';

const names = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('FormButtons', () => {
  it('shows Editar and Excluir in view mode', async () => {
    const user = userEvent.setup();
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    render(<FormButtons mode="view" onEdit={onEdit} onDelete={onDelete} />);
    expect(names()).toEqual(['Excluir', 'Editar']);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('shows Cancelar and Salvar while editing, plus the optional delete-on-save button', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    const onSave = jest.fn();
    const { rerender } = render(<FormButtons mode="editing" onCancel={onCancel} onSave={onSave} />);
    expect(names()).toEqual(['Cancelar', 'Salvar']);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledTimes(1);

    rerender(<FormButtons mode="editing" onCancel={onCancel} onDeleteOnSave={jest.fn()} />);
    expect(names()).toEqual(['Excluir', 'Cancelar', 'Salvar']);
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveAttribute('type', 'submit');
  });
});

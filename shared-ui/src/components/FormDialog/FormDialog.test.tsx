import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from '../TextField/TextField';
import { FormDialog } from './FormDialog';

function renderDialog(onSubmit: (values: { nome: string }) => Promise<void>) {
  const onClose = jest.fn();
  render(
    <FormDialog
      open
      title="Relatório de Serviços"
      hint="O período é a data de criação."
      initialValues={{ nome: '' }}
      validate={(values) => (values.nome ? {} : { nome: 'Campo obrigatório' })}
      onSubmit={onSubmit}
      refusal={() => 'Nenhuma solicitação no período.'}
      onClose={onClose}
      cancelLabel="Cancelar"
      submitLabel="Baixar"
    >
      <TextField name="nome" label="Nome" />
    </FormDialog>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Relatório de Serviços' }) };
}

describe('FormDialog', () => {
  it('sends the values and closes when the action succeeds', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { onClose, dialog } = renderDialog(onSubmit);
    const user = userEvent.setup();
    expect(dialog).toHaveTextContent('O período é a data de criação.');

    await user.type(within(dialog).getByLabelText('Nome'), 'Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Baixar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ nome: 'Acme' });
  });

  it('says the refusal inside the dialog and stays open when the action fails', async () => {
    const { onClose, dialog } = renderDialog(async () => {
      throw new Error('400');
    });
    const user = userEvent.setup();

    await user.type(within(dialog).getByLabelText('Nome'), 'Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Baixar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nenhuma solicitação no período.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends nothing while a field is invalid', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { dialog } = renderDialog(onSubmit);

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Baixar' }));

    expect(await within(dialog).findByText('Campo obrigatório')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

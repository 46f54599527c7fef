import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormHarness } from '../../test/form-harness';
import { DateField } from './DateField';

describe('DateField', () => {
  it('masks dd/MM/yyyy and keeps the display text', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <FormHarness initialValues={{ start: '' }} onSubmit={onSubmit}>
        <DateField name="start" label="Início Vigência" />
      </FormHarness>,
    );
    const input = screen.getByRole('textbox', { name: 'Início Vigência' });
    await user.type(input, '25122024');
    expect(input).toHaveValue('25/12/2024');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ start: '25/12/2024' }));
  });

  it("says 'Formato de data inválida' for an impossible date when validated", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <FormHarness initialValues={{ start: '' }} onSubmit={onSubmit}>
        <DateField name="start" label="Início Vigência" />
      </FormHarness>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Início Vigência' }), '31022024');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Formato de data inválida')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

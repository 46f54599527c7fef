import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormHarness } from '../../test/form-harness';
import { CurrencyField } from '../CurrencyField/CurrencyField';
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

describe('CurrencyField', () => {
  it('reads typed digits as cents, shows pt-BR decimals after R$ and keeps a number', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <FormHarness initialValues={{ valorHora: null }} onSubmit={onSubmit}>
        <CurrencyField name="valorHora" label="Preço/hora" />
      </FormHarness>,
    );
    const input = screen.getByRole('textbox', { name: 'Preço/hora' });
    expect(screen.getByText('R$')).toBeInTheDocument();
    await user.type(input, '123456');
    expect(input).toHaveValue('1.234,56');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ valorHora: 1234.56 }));
  });

  it('shows an existing value with two decimals', () => {
    render(
      <FormHarness initialValues={{ valorHora: 250.5 }}>
        <CurrencyField name="valorHora" label="Preço/hora" />
      </FormHarness>,
    );
    expect(screen.getByRole('textbox', { name: 'Preço/hora' })).toHaveValue('250,50');
  });
});

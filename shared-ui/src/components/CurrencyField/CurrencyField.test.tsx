import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormHarness } from '../../test/form-harness';
import { CurrencyField } from './CurrencyField';

describe('CurrencyField: the one money mask', () => {
  it.each([
    ['875', '875,00', 875],
    ['1.234,5', '1.234,50', 1234.5],
    ['1234,56', '1.234,56', 1234.56],
  ])('reads %p as reais (not cents): %p, the number %p', async (typed, shown, amount) => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <FormHarness initialValues={{ valor: null }} onSubmit={onSubmit}>
        <CurrencyField name="valor" label="Valor" />
      </FormHarness>,
    );
    const input = screen.getByRole('textbox', { name: 'Valor' });
    expect(screen.getByText('R$')).toBeInTheDocument();
    await user.type(input, typed);
    await user.tab();
    expect(input).toHaveValue(shown);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ valor: amount }));
  });

  it('keeps what is being typed until the field is left', async () => {
    const user = userEvent.setup();
    render(
      <FormHarness initialValues={{ valor: null }}>
        <CurrencyField name="valor" label="Valor" />
      </FormHarness>,
    );
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await user.type(input, '1234,');
    expect(input).toHaveValue('1.234,');
    await user.type(input, '5');
    expect(input).toHaveValue('1.234,5');
  });

  it('shows an existing value with two decimals and tells when the user types', async () => {
    const user = userEvent.setup();
    const onTyped = jest.fn();
    render(
      <FormHarness initialValues={{ valor: 250.5 }}>
        <CurrencyField name="valor" label="Valor" onTyped={onTyped} />
      </FormHarness>,
    );
    const input = screen.getByRole('textbox', { name: 'Valor' });
    expect(input).toHaveValue('250,50');
    await user.click(input);
    await user.tab();
    expect(onTyped).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '300');
    expect(onTyped).toHaveBeenCalled();
  });
});

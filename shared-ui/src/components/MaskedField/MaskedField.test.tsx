import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormHarness } from '../../test/form-harness';
import { CpfField } from '../CpfField/CpfField';
import { HoursField } from '../HoursField/HoursField';
import { PeriodField } from '../PeriodField/PeriodField';
import { PhoneField } from '../PhoneField/PhoneField';

describe('masked fields', () => {
  it('format phone, CPF and period as typed', async () => {
    const user = userEvent.setup();
    render(
      <FormHarness initialValues={{ phone: '', cpf: '', period: '' }}>
        <PhoneField name="phone" label="Telefone" />
        <CpfField name="cpf" label="CPF" />
        <PeriodField name="period" label="Período" />
      </FormHarness>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '11912345678');
    expect(screen.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(11) 91234-5678');
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '12345678909');
    expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveValue('123.456.789-09');
    await user.type(screen.getByRole('textbox', { name: 'Período' }), '032024');
    expect(screen.getByRole('textbox', { name: 'Período' })).toHaveValue('03/2024');
  });

  it('format hours with the one hours mask, padded to the field on leaving', async () => {
    const user = userEvent.setup();
    render(
      <FormHarness initialValues={{ a: '', b: '' }}>
        <HoursField name="a" label="Horas" format="HH:MM" />
        <HoursField name="b" label="Quantidade de horas" format="HHH:mm" />
      </FormHarness>,
    );
    const hours = screen.getByRole('textbox', { name: 'Horas' });
    await user.type(hours, '0230');
    expect(hours).toHaveValue('02:30');
    await user.clear(hours);
    await user.type(hours, '12030');
    expect(hours).toHaveValue('120:30');
    await user.clear(hours);
    await user.type(hours, '2:3');
    await user.type(hours, '0');
    await user.tab();
    expect(hours).toHaveValue('02:30');
    const quantity = screen.getByRole('textbox', { name: 'Quantidade de horas' });
    await user.type(quantity, '01245');
    expect(quantity).toHaveValue('012:45');
    await user.clear(quantity);
    await user.type(quantity, '8:15');
    await user.tab();
    expect(quantity).toHaveValue('008:15');
  });
});

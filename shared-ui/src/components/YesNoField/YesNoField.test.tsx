import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormHarness } from '../../test/form-harness';
import { CheckboxField } from '../CheckboxField/CheckboxField';
import { NumberField } from '../NumberField/NumberField';
import { SelectField } from '../SelectField/SelectField';
import { YesNoField } from './YesNoField';

describe('choice fields', () => {
  it('answers Sim/Não as booleans, options keep their type, boxes and numbers', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <FormHarness
        initialValues={{ sensitive: null, lawyer: null, temporary: false, quantity: null }}
        onSubmit={onSubmit}
      >
        <YesNoField name="sensitive" label="Trata dados sensíveis?" />
        <SelectField
          name="lawyer"
          label="Advogado"
          options={[
            { value: 3, label: 'Dra. Carla' },
            { value: 7, label: 'Dr. Paulo' },
          ]}
        />
        <CheckboxField name="temporary" label="Temporário" />
        <NumberField name="quantity" label="Quantidade" />
      </FormHarness>,
    );
    const group = screen.getByRole('group', { name: 'Trata dados sensíveis?' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Não' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Advogado' }), 'Dr. Paulo');
    expect(screen.getByRole('option', { name: 'Selecione' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Temporário' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Quantidade' }), '12');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        sensitive: false,
        lawyer: 7,
        temporary: true,
        quantity: 12,
      }),
    );
  });
});

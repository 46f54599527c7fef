import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { FormHarness } from '../../test/form-harness';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from './TextField';

const schema = v.object({ name: v.pipe(v.string(), v.nonEmpty('Campo obrigatório')) });

describe('TextField', () => {
  it('shows the schema error under the field and clears it when edited', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <FormHarness initialValues={{ name: '' }} schema={schema} onSubmit={onSubmit}>
        <TextField name="name" label="Nome" required />
      </FormHarness>,
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const input = screen.getByRole('textbox', { name: /Nome/ });
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Campo obrigatório');

    await user.type(input, 'A');
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'A' }));
  });

  it('limits text to 2000 characters by default', () => {
    render(
      <FormHarness initialValues={{ name: '', note: '' }}>
        <TextField name="name" label="Nome" />
        <TextField name="short" label="Curto" maxLength={10} />
        <TextArea name="note" label="Observação" rows={3} />
      </FormHarness>,
    );
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('maxLength', '2000');
    expect(screen.getByRole('textbox', { name: 'Curto' })).toHaveAttribute('maxLength', '10');
    const note = screen.getByRole('textbox', { name: 'Observação' });
    expect(note).toHaveAttribute('maxLength', '2000');
    expect(note).toHaveAttribute('rows', '3');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FilterDate } from './FilterDate';

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <FilterDate
        label="Período Inicial"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">Outro</button>
    </>
  );
}

describe('FilterDate', () => {
  it('keeps dd/MM/yyyy as the digits are typed and reports the display text', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Período Inicial' });
    await user.type(input, '0103202499');
    expect(input).toHaveValue('01/03/2024');
    expect(onChange).toHaveBeenLastCalledWith('01/03/2024');
  });

  it("says 'Formato de data inválida' for a day that does not exist, once the field is left", async () => {
    const user = userEvent.setup();
    render(<Harness onChange={jest.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Período Inicial' });
    await user.type(input, '31022024');
    expect(screen.queryByText('Formato de data inválida')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Outro' }));
    expect(await screen.findByText('Formato de data inválida')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    expect(screen.queryByText('Formato de data inválida')).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckboxInput } from './CheckboxInput';
import type { CheckboxInputProps } from './CheckboxInput';

/** The caller holds the value, as a form without a form library does. */
function Holder(props: Partial<CheckboxInputProps> & { initial?: boolean }) {
  const [checked, setChecked] = useState(props.initial ?? false);
  return (
    <CheckboxInput
      id="info"
      name="infoEmail"
      label="Quero receber as informações por e-mail"
      checked={checked}
      {...props}
      onChange={(next) => {
        setChecked(next);
        props.onChange?.(next);
      }}
    />
  );
}

describe('CheckboxInput', () => {
  it('reports each tick and untick to its holder, and its blur', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const onBlur = jest.fn();
    render(<Holder initial onChange={onChange} onBlur={onBlur} />);
    const box = screen.getByRole('checkbox', { name: 'Quero receber as informações por e-mail' });

    expect(box).toBeChecked();
    expect(box).toHaveAttribute('name', 'infoEmail');
    await user.click(box);
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(onChange.mock.calls).toEqual([[false], [true]]);
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('shows the error it is given under the box, tied to it', () => {
    render(<Holder error="Campo obrigatório" />);
    const box = screen.getByRole('checkbox');

    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Campo obrigatório');
    expect(screen.getByRole('alert')).toHaveTextContent('Campo obrigatório');
  });

  it('has no error state without an error, and can be a disabled switch', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Holder variant="switch" disabled label="Controle de Horas" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Controle de Horas' });

    expect(toggle).not.toHaveAttribute('aria-invalid');
    expect(toggle).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });
});

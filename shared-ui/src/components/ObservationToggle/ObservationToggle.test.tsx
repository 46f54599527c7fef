import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ObservationToggle } from './ObservationToggle';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <ObservationToggle open={open} onToggle={setOpen}>
      <textarea aria-label="Observação" />
    </ObservationToggle>
  );
}

describe('ObservationToggle', () => {
  it("switches between 'Adicionar observação' and 'Remover Observação'", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Adicionar observação' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Observação' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Remover Observação' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Observação' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remover Observação' }));
    expect(screen.queryByRole('textbox', { name: 'Observação' })).not.toBeInTheDocument();
  });
});

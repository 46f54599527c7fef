import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge } from '../Badge/Badge';
import { StatusTag } from './StatusTag';

describe('StatusTag', () => {
  it('shows the label with its colour variant', () => {
    render(<StatusTag label="Em andamento" variant="info" />);
    expect(screen.getByText('Em andamento')).toHaveAttribute('data-variant', 'info');
  });

  it('shows an archived demand in grey', () => {
    render(<StatusTag label="Concluída" variant="accept" archived />);
    expect(screen.getByText('Concluída')).toHaveAttribute('data-variant', 'grey');
  });
});

describe('Badge', () => {
  it("reads 'Ativo' or 'Inativo'", () => {
    const { rerender } = render(<Badge enabled />);
    expect(screen.getByText('Ativo')).toBeInTheDocument();
    rerender(<Badge enabled={false} />);
    expect(screen.getByText('Inativo')).toBeInTheDocument();
  });

  it('becomes a button when it toggles something', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Badge enabled onClick={onClick} actionLabel="Alterar status de Ana" />);
    await user.click(screen.getByRole('button', { name: 'Alterar status de Ana' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

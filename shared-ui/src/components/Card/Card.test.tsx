import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageContainer } from '../PageContainer/PageContainer';
import { Spinner } from '../Spinner/Spinner';
import { Card } from './Card';

describe('Card', () => {
  it('is a button named by its title that answers even when disabled', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Card title="Controle Orçamentário" icon={<svg />} disabled onClick={onClick} />);
    const card = screen.getByRole('button', { name: 'Controle Orçamentário' });
    expect(card).toHaveAttribute('aria-disabled', 'true');
    await user.click(card);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('tells a card not offered yet from one the user may not open (platform m26)', () => {
    render(
      <>
        <Card title="Em breve" disabled disabledReason="unavailable" onClick={jest.fn()} />
        <Card title="Sem acesso" disabled disabledReason="noAccess" onClick={jest.fn()} />
      </>,
    );
    const soon = screen.getByRole('button', { name: 'Em breve' });
    const closed = screen.getByRole('button', { name: 'Sem acesso' });
    expect(soon).toHaveAttribute('data-closed', 'unavailable');
    expect(closed).toHaveAttribute('data-closed', 'noAccess');
    expect(soon.className).not.toBe(closed.className);
  });
});

describe('PageContainer and Spinner', () => {
  it('shows the heading, the actions and a spinner announcing the loading', () => {
    render(
      <PageContainer heading="Usuários" actions={<button type="button">Novo Usuário</button>}>
        <Spinner />
      </PageContainer>,
    );
    expect(screen.getByRole('heading', { name: 'Usuários' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo Usuário' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando dados');
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { FieldShell } from './FieldShell';

function Field({ error }: { error?: string }) {
  return (
    <>
      <FieldShell id="nome" errorId="nome-error" label="Nome" error={error}>
        <input id="nome" />
      </FieldShell>
      <button type="button">Salvar</button>
    </>
  );
}

describe('an error that appears while the pointer is down (platform m7)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the release, so the press and the release land on the same button', () => {
    const { rerender } = render(<Field />);
    const button = screen.getByRole('button', { name: 'Salvar' });
    fireEvent.pointerDown(button);
    // The field loses focus on the press and its blur validation finds it empty.
    rerender(<Field error="Campo obrigatório" />);
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();

    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByRole('alert')).toHaveTextContent('Campo obrigatório');
  });

  it('shows at once when no pointer is down (typing, Tab, a submit)', () => {
    const { rerender } = render(<Field />);
    rerender(<Field error="Campo obrigatório" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Campo obrigatório');
    rerender(<Field />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a shown error while pressed, then clears it after the release', () => {
    const { rerender } = render(<Field error="Campo obrigatório" />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Salvar' }));
    rerender(<Field />);
    expect(screen.getByRole('alert')).toHaveTextContent('Campo obrigatório');
    fireEvent.pointerUp(screen.getByRole('button', { name: 'Salvar' }));
    act(() => jest.runOnlyPendingTimers());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Modal
        open={open}
        title="Adicionar Advogado"
        onClose={() => setOpen(false)}
        footer={<button type="button">Salvar</button>}
      >
        <label>
          Nome
          <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog labelled by its title, focused inside, closed by Escape with focus restored', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Adicionar Advogado' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const close = screen.getByRole('button', { name: 'Fechar' });
    const name = screen.getByRole('textbox', { name: 'Nome' });
    const save = screen.getByRole('button', { name: 'Salvar' });

    await user.tab();
    expect(name).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes from the close button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Modal open title="Ajuda" onClose={onClose}>
        texto
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('makes a body that scrolls a labelled tab stop, and leaves one that fits alone', () => {
    const { rerender } = render(
      <Modal open title="Termos de Uso" onClose={jest.fn()}>
        <p>curto</p>
      </Modal>,
    );
    expect(screen.queryByRole('region', { name: 'Termos de Uso' })).not.toBeInTheDocument();

    const heights = jest
      .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.textContent?.includes('longo') ? 2000 : 0;
      });
    const visible = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    try {
      rerender(
        <Modal open={false} title="Termos de Uso" onClose={jest.fn()}>
          <p>longo</p>
        </Modal>,
      );
      rerender(
        <Modal open title="Termos de Uso" onClose={jest.fn()}>
          <p>longo</p>
        </Modal>,
      );
      const body = screen.getByRole('region', { name: 'Termos de Uso' });
      expect(body).toHaveAttribute('tabindex', '0');
      expect(body).toHaveTextContent('longo');
    } finally {
      heights.mockRestore();
      visible.mockRestore();
    }
  });

  it('adds no banner or contentinfo landmark to the page, and no empty body to a question (platform m16, m27)', () => {
    render(
      <Modal
        open
        title="Você realmente deseja desativar o usuário?"
        onClose={jest.fn()}
        footer={<button type="button">Sim</button>}
      >
        {null}
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Você realmente deseja desativar o usuário?',
    });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(dialog.querySelector('header, footer')).toBeNull();
    // Title bar and buttons, nothing between them.
    expect(dialog.children).toHaveLength(2);
    expect(dialog.lastElementChild).toHaveTextContent('Sim');
  });
});

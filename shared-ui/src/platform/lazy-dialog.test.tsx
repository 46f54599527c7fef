import { render, screen } from '@testing-library/react';
import { lazyDialog } from './lazy-dialog';

interface Props {
  open: boolean;
  title: string;
}

function Dialog({ open, title }: Props) {
  return open ? <div role="dialog" aria-label={title} /> : null;
}

describe('lazyDialog', () => {
  it('loads nothing while the dialog has never been opened', () => {
    const load = jest.fn(() => Promise.resolve(Dialog));
    const Lazy = lazyDialog(load);
    render(<Lazy open={false} title="Exportar" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('loads the dialog on its first opening and shows it', async () => {
    const load = jest.fn(() => Promise.resolve(Dialog));
    const Lazy = lazyDialog(load);
    const { rerender } = render(<Lazy open={false} title="Exportar" />);
    rerender(<Lazy open title="Exportar" />);
    expect(await screen.findByRole('dialog', { name: 'Exportar' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the loaded dialog mounted when it closes, and loads it only once', async () => {
    const load = jest.fn(() => Promise.resolve(Dialog));
    const Lazy = lazyDialog(load);
    const { rerender } = render(<Lazy open title="Exportar" />);
    await screen.findByRole('dialog', { name: 'Exportar' });
    rerender(<Lazy open={false} title="Exportar" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<Lazy open title="Exportar" />);
    expect(screen.getByRole('dialog', { name: 'Exportar' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the load ahead of the opening with preload()', async () => {
    const load = jest.fn(() => Promise.resolve(Dialog));
    const Lazy = lazyDialog(load);
    await Lazy.preload();
    render(<Lazy open title="Exportar" />);
    expect(screen.getByRole('dialog', { name: 'Exportar' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a dialog without an open prop while it is mounted', async () => {
    const Lazy = lazyDialog(() =>
      Promise.resolve(({ title }: { title: string }) => <p>{title}</p>),
    );
    render(<Lazy title="Novo preço" />);
    expect(await screen.findByText('Novo preço')).toBeInTheDocument();
  });
});

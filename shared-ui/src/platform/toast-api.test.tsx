import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast/headless';
import { ToastHost } from './ToastHost';
import { createToastApi } from './toast-api';
import { toastsRequested } from './toast-loader';

afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

/** The toasts on screen, top to bottom, by their text. */
function shownTexts(): string[] {
  const region = screen.getByRole('region', { name: 'Notificações' });
  return Array.from(region.querySelectorAll('p')).map((p) => p.textContent ?? '');
}

describe('createToastApi + ToastHost', () => {
  // First in this file: the library is loaded once per page (module state).
  it('mounts no toast stack until the first toast is asked for', async () => {
    render(<ToastHost />);
    expect(toastsRequested()).toBe(false);
    expect(screen.queryByRole('region', { name: 'Notificações' })).toBeNull();

    act(() => createToastApi().info('Primeiro aviso'));

    expect(toastsRequested()).toBe(true);
    expect(
      // The library's first load in jsdom can take seconds on a busy machine.
      await screen.findByText('Primeiro aviso', undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Notificações' });
    expect(region).toHaveClass('stack');
    expect(within(region).getByRole('status')).toHaveTextContent('Primeiro aviso');
  }, 30_000);

  it('shows each kind with its own style, errors as alerts and the others as status', async () => {
    render(<ToastHost />);
    const api = createToastApi();
    act(() => api.warn('Sua sessão expira às 18:30'));
    const warning = await screen.findByRole('status');
    expect(warning).toHaveTextContent('Sua sessão expira às 18:30');
    expect(warning).toHaveAttribute('aria-live', 'polite');
    expect(warning.parentElement).toHaveClass('toast', 'warn');

    act(() => api.error('Falha ao salvar'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Falha ao salvar');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(alert.parentElement).toHaveClass('toast', 'error');

    act(() => {
      api.success('Salvo');
      api.info('Aviso');
    });
    expect((await screen.findByText('Salvo')).closest('.toast')).toHaveClass('success');
    expect(screen.getByText('Aviso').closest('.toast')).toHaveClass('info');
  });

  it('shows at most 2 toasts at once, newest on top: a third pushes the oldest out', async () => {
    render(<ToastHost />);
    const api = createToastApi();
    act(() => {
      api.success('Primeiro');
      api.info('Segundo');
      api.error('Terceiro');
    });
    expect(await screen.findByText('Terceiro')).toBeInTheDocument();
    expect(shownTexts()).toEqual(['Terceiro', 'Segundo']);
    expect(screen.queryByText('Primeiro')).not.toBeInTheDocument();
    // The progress bar runs for the 5 s the toast stays.
    const bar = screen.getByText('Terceiro').closest('.toast')?.querySelector('.progress');
    expect(bar).toHaveStyle({ animationDuration: '5000ms' });
  });

  it('closes a toast by a click on it or on its close button', async () => {
    const user = userEvent.setup();
    render(<ToastHost />);
    const api = createToastApi();
    act(() => {
      api.info('Clique em mim');
      api.success('Feche pelo botão');
    });
    expect(await screen.findByText('Clique em mim')).toBeInTheDocument();

    await user.click(screen.getByText('Clique em mim'));
    expect(screen.queryByText('Clique em mim')).not.toBeInTheDocument();
    expect(shownTexts()).toEqual(['Feche pelo botão']);

    await user.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(screen.queryByText('Feche pelo botão')).not.toBeInTheDocument();
  });

  it('keeps a toast 5 s, longer while the stack is hovered', async () => {
    render(<ToastHost />);
    act(() => createToastApi().info('Cinco segundos'));
    expect(await screen.findByText('Cinco segundos')).toBeInTheDocument();

    jest.useFakeTimers();
    act(() => toast.remove());
    act(() => createToastApi().info('Cinco segundos'));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('Cinco segundos')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4_900));
    expect(screen.getByText('Cinco segundos')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Cinco segundos')).not.toBeInTheDocument();

    act(() => createToastApi().info('Parado'));
    await act(async () => {
      await Promise.resolve();
    });
    const region = screen.getByRole('region', { name: 'Notificações' });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(8_000));
    expect(screen.getByText('Parado')).toBeInTheDocument();
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(5_100));
    expect(screen.queryByText('Parado')).not.toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { ToastHost } from './ToastHost';
import { createToastApi } from './toast-api';
import { toastsRequested } from './toast-loader';

afterEach(() => {
  act(() => toast.dismiss());
  jest.useRealTimers();
});

describe('createToastApi + ToastHost', () => {
  // First in this file: the library is loaded once per page (module state).
  it('mounts no toast stack until the first toast is asked for', async () => {
    const { container } = render(<ToastHost />);
    expect(toastsRequested()).toBe(false);
    expect(container.querySelector('.Toastify')).toBeNull();

    act(() => createToastApi().info('Primeiro aviso'));

    expect(toastsRequested()).toBe(true);
    expect(
      // The library's first load in jsdom can take seconds on a busy machine.
      await screen.findByText('Primeiro aviso', undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(container.querySelector('.Toastify__toast-container--bottom-left')).not.toBeNull();
  }, 30_000);

  it('shows each kind with the react-toastify type, warn as warning', async () => {
    const spy = jest.spyOn(toast, 'warning');
    render(<ToastHost />);
    const api = createToastApi();
    act(() => api.warn('Sua sessão expira às 18:30'));
    expect(await screen.findByText('Sua sessão expira às 18:30')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('Sua sessão expira às 18:30');
    spy.mockRestore();
  });

  it('shows at most 2 toasts at once, bottom-left', async () => {
    const { container } = render(<ToastHost />);
    const api = createToastApi();
    act(() => {
      api.success('Primeiro');
      api.info('Segundo');
      api.error('Terceiro');
    });
    expect(await screen.findByText('Primeiro')).toBeInTheDocument();
    expect(screen.getByText('Segundo')).toBeInTheDocument();
    expect(screen.queryByText('Terceiro')).not.toBeInTheDocument();
    expect(container.querySelector('.Toastify__toast-container--bottom-left')).not.toBeNull();
    // The progress bar runs for the 5 s the toast stays.
    expect(container.querySelector('.Toastify__progress-bar')).toHaveStyle({
      animationDuration: '5000ms',
    });
  });
});

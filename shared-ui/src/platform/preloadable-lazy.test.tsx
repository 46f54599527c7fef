import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Olá, {name}</p>;
}

const tree = (Component: React.ComponentType<{ name: string }>) => (
  <Suspense fallback={<p>Carregando…</p>}>
    <Component name="Ana" />
  </Suspense>
);

describe('preloadableLazy', () => {
  it('shows the fallback until a component not yet loaded arrives', async () => {
    const Lazy = preloadableLazy(() => Promise.resolve(Greeting));
    render(tree(Lazy));
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
    expect(await screen.findByText('Olá, Ana')).toBeInTheDocument();
  });

  it('renders a preloaded component in the first commit, with no fallback', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Lazy = preloadableLazy(load);
    await act(() => Lazy.preload());
    render(tree(Lazy));
    expect(screen.getByText('Olá, Ana')).toBeInTheDocument();
    expect(screen.queryByText('Carregando…')).not.toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('chunk 503'))
      .mockResolvedValueOnce(Greeting);
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('chunk 503');
    await expect(Lazy.preload()).resolves.toBe(Greeting);
  });
});

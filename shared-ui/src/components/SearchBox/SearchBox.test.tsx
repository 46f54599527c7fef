import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from './SearchBox';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SearchBox', () => {
  it('searches once, 1000 ms after typing stops, with the last text', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onSearch = jest.fn();
    render(<SearchBox placeholder="Buscar..." onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Buscar...' });
    await user.type(box, 'an');
    // A key within the wait restarts it.
    act(() => jest.advanceTimersByTime(600));
    await user.type(box, 'a');
    act(() => jest.advanceTimersByTime(999));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ana');
  });

  it('honours another delay and searches at once on Enter', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onSearch = jest.fn();
    render(<SearchBox placeholder="Busca por advogado" delay={500} onSearch={onSearch} />);
    const box = screen.getByPlaceholderText('Busca por advogado');
    await user.type(box, 'jo');
    act(() => jest.advanceTimersByTime(500));
    expect(onSearch).toHaveBeenLastCalledWith('jo');
    await user.type(box, 'ão{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('joão');
    act(() => jest.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('names its search landmark after its field, so two on a page differ', () => {
    render(
      <>
        <SearchBox placeholder="Buscar demanda" onSearch={jest.fn()} />
        <SearchBox placeholder="Buscar criado por" onSearch={jest.fn()} />
      </>,
    );
    expect(screen.getByRole('search', { name: 'Buscar demanda' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Buscar criado por' })).toBeInTheDocument();
  });
});

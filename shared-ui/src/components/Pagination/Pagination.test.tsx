import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('shows pages 1-based with 5 pages and 2 margin pages', () => {
    render(<Pagination page={9} pageCount={20} onChange={jest.fn()} />);
    const labels = screen
      .getAllByRole('button')
      .map((element) => element.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
    expect(labels).toEqual(['1', '2', '8', '9', '10', '11', '12', '19', '20']);
    expect(screen.getByRole('button', { name: 'Página 10, atual' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows 3 pages and 1 margin page on a phone-wide window (demands m19)', () => {
    const matchMedia = jest.fn((query: string) => ({
      matches: query === '(max-width: 480px)',
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    try {
      render(<Pagination page={9} pageCount={20} onChange={jest.fn()} />);
      const labels = screen
        .getAllByRole('button')
        .map((element) => element.textContent)
        .filter((text) => /^\d+$/.test(text ?? ''));
      expect(labels).toEqual(['1', '9', '10', '11', '20']);
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('labels previous and next in Portuguese and reports zero-based pages', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pagination page={0} pageCount={3} onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('is a plain list of page buttons: no English label, no role on the list', () => {
    const { container } = render(<Pagination page={1} pageCount={4} onChange={jest.fn()} />);
    const list = container.querySelector('ul') as HTMLElement;
    expect(list).not.toHaveAttribute('role');
    expect(list).not.toHaveAttribute('aria-label');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(container.innerHTML).not.toContain('Pagination');
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={0} pageCount={1} onChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says "mais de 10.000 resultados" when the API stopped counting, and nothing otherwise', () => {
    const { rerender } = render(
      <Pagination page={0} pageCount={1000} onChange={jest.fn()} capped />,
    );
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toHaveTextContent(
      'mais de 10.000 resultados',
    );
    expect(screen.getByRole('button', { name: 'Página 1000' })).toBeInTheDocument();
    rerender(<Pagination page={0} pageCount={1000} onChange={jest.fn()} />);
    expect(screen.queryByText('mais de 10.000 resultados')).not.toBeInTheDocument();
  });

  it('says the count the API stopped at: "mais de 1.000 resultados" for a search', () => {
    render(<Pagination page={0} pageCount={100} onChange={jest.fn()} capped countedUpTo={1000} />);
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toHaveTextContent(
      'mais de 1.000 resultados',
    );
  });
});

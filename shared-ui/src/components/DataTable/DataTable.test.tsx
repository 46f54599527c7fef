import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestShell, renderWithShell } from '../../test/test-shell';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './DataTable';

interface Row {
  id: number;
  name: string;
  jobTitle: string;
}

const rows: Row[] = [
  { id: 1, name: 'Ana Souza', jobTitle: 'DPO' },
  { id: 2, name: 'Bruno Lima', jobTitle: 'Analista' },
];

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Nome', width: '60%', render: (row) => row.name },
  { key: 'jobTitle', header: 'Cargo', render: (row) => row.jobTitle },
];

describe('DataTable', () => {
  it('shows headers, column sizes and rows', () => {
    const { container } = render(
      <DataTable columns={columns} rows={rows} getRowKey={(row) => row.id} />,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Nome',
      'Cargo',
    ]);
    expect(container.querySelector('col')).toHaveStyle({ width: '60%' });
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(within(bodyRows[0] as HTMLElement).getByText('Ana Souza')).toBeInTheDocument();
    expect(bodyRows).toHaveLength(2);
  });

  it("shows 'Carregando dados' while loading", () => {
    render(<DataTable columns={columns} rows={rows} getRowKey={(row) => row.id} loading />);
    expect(screen.getAllByText('Carregando dados').length).toBeGreaterThan(0);
    expect(screen.queryByText('Ana Souza')).not.toBeInTheDocument();
  });

  it("shows 'Não há dados a retornar.' when empty", () => {
    render(<DataTable columns={columns} rows={[]} getRowKey={(row) => row.id} />);
    expect(screen.getByText('Não há dados a retornar.')).toBeInTheDocument();
  });

  it('opens a row by click and by Enter', async () => {
    const user = userEvent.setup();
    const onRowClick = jest.fn();
    render(
      <DataTable
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        onRowClick={onRowClick}
      />,
    );
    await user.click(screen.getByText('Bruno Lima'));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);

    act(() => (screen.getAllByRole('row')[1] as HTMLElement).focus());
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
  });

  it('ignores clicks on controls inside a row', async () => {
    const user = userEvent.setup();
    const onRowClick = jest.fn();
    const withMenu: DataTableColumn<Row>[] = [
      ...columns,
      { key: 'menu', header: 'Ações', render: () => <button type="button">Editar</button> },
    ];
    render(
      <DataTable
        columns={withMenu}
        rows={rows}
        getRowKey={(row) => row.id}
        onRowClick={onRowClick}
      />,
    );
    await user.click(screen.getAllByRole('button', { name: 'Editar' })[0] as HTMLElement);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('makes rows links followed through the shell navigation', async () => {
    const user = userEvent.setup();
    const { shell } = createTestShell();
    renderWithShell(
      <DataTable
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        getRowHref={(row) => `/users/edit/${row.id}`}
      />,
      shell,
    );
    const link = screen.getByRole('link', { name: 'Ana Souza' });
    expect(link).toHaveAttribute('href', '/users/edit/1');
    await user.click(link);
    expect(shell.navigate).toHaveBeenCalledWith('/users/edit/1');
    await user.click(screen.getByText('Analista'));
    expect(shell.navigate).toHaveBeenLastCalledWith('/users/edit/2');
  });
});

describe('DataTable density', () => {
  it('is regular unless a list of many columns asks for compact', () => {
    const { rerender } = render(
      <DataTable columns={columns} rows={rows} getRowKey={(row) => row.id} />,
    );
    expect(screen.getByRole('table').className).not.toMatch(/compact/);
    rerender(
      <DataTable columns={columns} rows={rows} getRowKey={(row) => row.id} density="compact" />,
    );
    expect(screen.getByRole('table').className).toMatch(/compact/);
  });
});

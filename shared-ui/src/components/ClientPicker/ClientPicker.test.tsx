import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createTestShell, renderWithShell } from '../../test/test-shell';
import { holdingResponder } from '../../testing/route-responder';
import type { Routes } from '../../test/test-shell';
import { ClientPicker } from './ClientPicker';
import type { ClientPickerProps } from './ClientPicker';

const clients = [
  { id: 1001, name: 'Alfa Indústria' },
  { id: 1002, name: 'Beta Serviços' },
];

function Picker(props: Partial<ClientPickerProps> & { onPick?: (id: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <ClientPicker
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onPick?.(id);
      }}
      {...props}
    />
  );
}

function setup(routes: Routes = {}, admin = true) {
  return createTestShell(
    { 'GET /client/all': { status: 200, data: clients }, ...routes },
    { admin },
  );
}

afterEach(() => jest.useRealTimers());

describe('ClientPicker', () => {
  it('lists the clients of GET /client/all and reports the choice', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    const { shell } = setup();
    renderWithShell(<Picker onPick={onPick} />, shell);
    const select = screen.getByRole('combobox', { name: 'Cliente' });
    await screen.findByRole('option', { name: 'Beta Serviços' });
    await user.selectOptions(select, 'Beta Serviços');
    expect(onPick).toHaveBeenCalledWith(1002);
  });

  it("ends on the newer query's clients when the older answer arrives last, its request aborted", async () => {
    const { responder, held } = holdingResponder('GET /client/all');
    const { shell } = setup({ 'GET /client/all': responder });
    const view = renderWithShell(<Picker query="enableHoursBank=true" />, shell);
    await waitFor(() => expect(held).toHaveLength(1));
    view.rerender(<Picker query="enableHoursBank=false" />);
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held[0]!.request.params).toEqual({ enableHoursBank: 'true' });
    expect(held[1]!.request.params).toEqual({ enableHoursBank: 'false' });

    await act(async () => held[1]!.answer({ status: 200, data: [clients[1]] }));
    await act(async () => held[0]!.answer({ status: 200, data: [clients[0]] }));

    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Selecione um cliente',
      'Beta Serviços',
    ]);
    expect(held[0]!.request.signal?.aborted).toBe(true);
    expect(held[1]!.request.signal?.aborted).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toBeEnabled();
  });

  it("creates a client from 'Novo Cliente' with digits-only Pasta", async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    const { shell, requests, toast } = setup({ 'POST /client': { status: 201 } });
    renderWithShell(<Picker onPick={onPick} />, shell);
    await screen.findByRole('option', { name: 'Alfa Indústria' });

    await user.click(screen.getByRole('button', { name: 'Novo Cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Cliente' });
    expect(dialog).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Pasta/ }), '12a3-4');
    expect(screen.getByRole('textbox', { name: /Pasta/ })).toHaveValue('1234');
    await user.type(screen.getByRole('textbox', { name: /Nome do Cliente/ }), 'Gama Ltda');
    await user.click(screen.getByRole('switch', { name: 'Controle de Horas' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Cliente criado com sucesso!'));
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe('/client');
    expect(post?.data).toEqual({ id: 1234, name: 'Gama Ltda', enableHoursBank: true });
    expect(onPick).toHaveBeenCalledWith(1234);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list is asked again, so the new client is among the options.
    await waitFor(() =>
      expect(requests.filter((request) => request.url === '/client/all')).toHaveLength(2),
    );
  });

  it("requires Pasta and name with 'Campo obrigatório'", async () => {
    const user = userEvent.setup();
    const { shell, requests } = setup();
    renderWithShell(<Picker />, shell);
    await user.click(screen.getByRole('button', { name: 'Novo Cliente' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Pasta/ }), '5');
    expect(screen.getAllByText('Campo obrigatório')).toHaveLength(1);
  });

  it('fails silently when the creation fails, keeping the dialog open', async () => {
    const user = userEvent.setup();
    const { shell, toast } = setup({
      'POST /client': { status: 400, data: { message: 'Pasta já existe' } },
    });
    renderWithShell(<Picker />, shell);
    await user.click(screen.getByRole('button', { name: 'Novo Cliente' }));
    await user.type(screen.getByRole('textbox', { name: /Pasta/ }), '1');
    await user.type(screen.getByRole('textbox', { name: /Nome do Cliente/ }), 'X');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: 'Novo Cliente' })).toBeInTheDocument();
  });

  it('says under Pasta that it is already in use when the server answers 409 (platform m2)', async () => {
    const user = userEvent.setup();
    const { shell, toast } = setup({
      'POST /client': { status: 409, data: { message: 'Já existe um cliente com esta pasta' } },
    });
    renderWithShell(<Picker />, shell);
    await user.click(screen.getByRole('button', { name: 'Novo Cliente' }));
    await user.type(screen.getByRole('textbox', { name: /Pasta/ }), '1001');
    await user.type(screen.getByRole('textbox', { name: /Nome do Cliente/ }), 'Outra');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Já existe um cliente com esta pasta')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Pasta/ })).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByRole('dialog', { name: 'Novo Cliente' })).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('hides the creation control when the screen disables it, and for clients', async () => {
    const { shell } = setup();
    const { unmount } = renderWithShell(<Picker allowCreate={false} allowRemove />, shell);
    await screen.findByRole('option', { name: 'Alfa Indústria' });
    expect(screen.queryByRole('button', { name: 'Novo Cliente' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover cliente do Sistema' })).toBeInTheDocument();
    unmount();

    const client = setup({}, false);
    renderWithShell(<Picker allowRemove />, client.shell);
    await screen.findByRole('option', { name: 'Alfa Indústria' });
    expect(screen.queryByRole('button', { name: 'Novo Cliente' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Remover cliente do Sistema' }),
    ).not.toBeInTheDocument();
  });

  it('removes the chosen client after confirmation, then reloads after 1.5 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const reload = jest.fn();
    const { shell, requests, toast } = setup({ 'DELETE /client/1001': { status: 204 } });
    renderWithShell(<Picker allowRemove reload={reload} />, shell);
    await screen.findByRole('option', { name: 'Alfa Indústria' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cliente' }), 'Alfa Indústria');

    await user.click(screen.getByRole('button', { name: 'Remover cliente do Sistema' }));
    expect(await screen.findByRole('dialog', { name: 'Remover cliente ?' })).toHaveTextContent(
      'Tem certeza que deseja remover este cliente permanentemente do sistema?',
    );
    await user.click(screen.getByRole('button', { name: 'Sim, quero remover' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Cliente removido com sucesso.'),
    );
    expect(
      requests.some((request) => request.method === 'DELETE' && request.url === '/client/1001'),
    ).toBe(true);
    act(() => jest.advanceTimersByTime(1499));
    expect(reload).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("keeps the page when the client is kept ('Não')", async () => {
    const user = userEvent.setup();
    const { shell, requests } = setup();
    renderWithShell(<Picker allowRemove />, shell);
    await screen.findByRole('option', { name: 'Alfa Indústria' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cliente' }), 'Alfa Indústria');
    await user.click(screen.getByRole('button', { name: 'Remover cliente do Sistema' }));
    await user.click(await screen.findByRole('button', { name: 'Não' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  });
});

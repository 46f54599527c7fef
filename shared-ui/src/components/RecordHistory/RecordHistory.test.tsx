import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEventView } from '@dpohub/domain';
import { createTestShell, renderWithShell } from '../../test/test-shell';
import { holdingResponder } from '../../testing/route-responder';
import { RecordHistory } from './RecordHistory';

const EVENT: AuditEventView = {
  id: 7,
  occurredAt: '2026-03-12T14:30:00.000Z',
  kind: 'user.disabled',
  kindLabel: 'Usuário desativado',
  actor: { kind: 'user', id: 1, name: 'Administrador DPOHUB' },
  onBehalfOf: null,
  ip: null,
  client: { id: 1001, name: 'Acme Indústria Ltda' },
  record: { type: 'user', id: 3, label: 'cliente.usuario' },
  changes: [{ field: 'enabled', before: true, after: false }],
  note: null,
  erased: false,
};

const page = (content: AuditEventView[], totalPages = 1) => ({
  content,
  totalPages,
  totalElements: content.length,
  number: 0,
  size: 5,
});

describe('RecordHistory', () => {
  it('lists the record’s own events, newest first, 5 a page', async () => {
    const { shell, requests } = createTestShell({
      'GET /auditoria': { status: 200, data: page([EVENT], 2) },
    });
    await act(async () => {
      renderWithShell(<RecordHistory recordType="user" recordId={3} />, shell);
    });
    expect(screen.getByRole('heading', { name: 'Histórico' })).toBeInTheDocument();
    expect(await screen.findByText('Usuário desativado')).toBeInTheDocument();
    expect(screen.getByText(/Administrador DPOHUB/)).toBeInTheDocument();
    expect(screen.getByText('Ativo: Sim → Não')).toBeInTheDocument();
    expect(requests[0]!.request.params).toEqual({
      recordType: 'user',
      recordId: '3',
      page: '0',
      size: '5',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: /Página 2/ }));
    await waitFor(() => expect(requests.at(-1)!.request.params?.page).toBe('1'));
  });

  it('ends on the newer page when the older page answers last, its request aborted', async () => {
    const { responder, held } = holdingResponder('GET /auditoria');
    const { shell } = createTestShell({ 'GET /auditoria': responder });
    renderWithShell(<RecordHistory recordType="user" recordId={3} />, shell);
    await waitFor(() => expect(held).toHaveLength(1));
    await act(async () => held[0]!.answer({ status: 200, data: page([EVENT], 3) }));
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /Página 2/ }));
    await user.click(screen.getByRole('button', { name: /Página 3/ }));
    await waitFor(() => expect(held).toHaveLength(3));
    expect(held[1]!.request.params?.page).toBe('1');
    expect(held[2]!.request.params?.page).toBe('2');

    const older = { ...EVENT, id: 8, kindLabel: 'Usuário criado', changes: [] };
    const oldest = { ...EVENT, id: 9, kindLabel: 'Usuário editado', changes: [] };
    await act(async () => held[2]!.answer({ status: 200, data: page([oldest], 3) }));
    await act(async () => held[1]!.answer({ status: 200, data: page([older], 3) }));

    expect(screen.getByText('Usuário editado')).toBeInTheDocument();
    expect(screen.queryByText('Usuário criado')).not.toBeInTheDocument();
    expect(held[1]!.request.signal?.aborted).toBe(true);
    expect(held[2]!.request.signal?.aborted).toBe(false);
  });

  it('reads the history again when the page says it saved the record', async () => {
    const { shell, requests } = createTestShell({
      'GET /auditoria': { status: 200, data: page([EVENT]) },
    });
    const view = renderWithShell(
      <RecordHistory recordType="user" recordId={3} refresh={{ name: 'a' }} />,
      shell,
    );
    await screen.findByText('Usuário desativado');
    expect(requests).toHaveLength(1);
    // The same saved value again (a new object, as a page re-renders it): nothing is asked.
    view.rerender(<RecordHistory recordType="user" recordId={3} refresh={{ name: 'a' }} />);
    view.rerender(<RecordHistory recordType="user" recordId={3} refresh={{ name: 'b' }} />);
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.request.params).toEqual({
      recordType: 'user',
      recordId: '3',
      page: '0',
      size: '5',
    });
  });

  it('says when nothing was recorded, and leads to the whole trail of the record', async () => {
    const { shell } = createTestShell({ 'GET /auditoria': { status: 200, data: page([]) } });
    await act(async () => {
      renderWithShell(<RecordHistory recordType="demand" recordId={40} />, shell);
    });
    expect(await screen.findByText('Nenhum evento registrado.')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Ver na trilha de auditoria' }));
    expect(shell.navigate).toHaveBeenCalledWith('/auditTrail?recordType=demand&recordId=40');
  });

  it('shows nothing, and asks nothing, to someone who may not read the trail', async () => {
    const { shell, requests } = createTestShell({}, { admin: false });
    let container!: HTMLElement;
    await act(async () => {
      container = renderWithShell(
        <RecordHistory recordType="user" recordId={3} />,
        shell,
      ).container;
    });
    expect(container).toBeEmptyDOMElement();
    expect(requests).toHaveLength(0);
  });
});

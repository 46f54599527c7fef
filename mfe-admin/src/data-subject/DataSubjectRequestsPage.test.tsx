import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErasureRequestRow } from '@dpohub/domain';
import {
  createFakeShell,
  requestsTo,
  type FakeResponse,
  type RecordedRequest,
} from '@dpohub/shared-ui/testing';
import { pageOf } from '../test/pages';
import { renderAdmin } from '../test/render-admin';
import { FIRM_ADMIN } from '../test/session-users';

const row = (id: number, name: string, overrides: Partial<ErasureRequestRow> = {}) =>
  ({
    id,
    situacao: 'ABERTA',
    solicitadaEm: '2026-03-02T13:00:00.000Z',
    prazo: '2026-03-17',
    diasRestantes: 3,
    atrasada: false,
    motivo: null,
    respondidaEm: null,
    baseLegal: null,
    justificativa: null,
    titular: {
      id: id + 100,
      nome: name,
      email: `${id}@acme.local`,
      cliente: 'Acme Indústria Ltda',
    },
    ...overrides,
  }) satisfies ErasureRequestRow;

const OPEN = [
  row(1, 'Rafael Oliveira', { prazo: '2026-03-01', diasRestantes: -2, atrasada: true }),
  row(2, 'Bruna Costa', { titular: { id: 9, nome: 'Bruna Costa', email: 'b@x', cliente: null } }),
];
const CLOSED = [
  row(3, 'Usuário excluído nº 7', { situacao: 'ATENDIDA', respondidaEm: '2026-03-05T18:00:00Z' }),
];

/** The list's answers, and `answer`'s for the calls it knows. */
function firm(answer?: (request: RecordedRequest) => FakeResponse | undefined) {
  return createFakeShell((request) => {
    const answered = answer?.(request);
    if (answered) return answered;
    if (request.method === 'GET' && request.url === '/titulares/solicitacoes') {
      return {
        status: 200,
        data: pageOf(request.params?.situacao === 'encerradas' ? CLOSED : OPEN),
      };
    }
    return { status: 404, data: { message: 'Não encontrado' } };
  }, FIRM_ADMIN);
}

const rowOf = (name: string) =>
  screen.getAllByRole('row').find((element) => within(element).queryByText(name) !== null)!;

describe("'Solicitações de titulares'", () => {
  it('lists the open requests by deadline with the days left, the overdue marked, then the answered ones', async () => {
    const fake = firm();
    await renderAdmin('/dataSubjectRequests', fake);
    await screen.findByText('Rafael Oliveira');
    expect(fake.setTitle).toHaveBeenCalledWith('Solicitações de titulares');
    expect(requestsTo(fake.requests, 'GET /titulares/solicitacoes')[0]!.params).toEqual({
      situacao: 'abertas',
      page: '0',
      size: '10',
    });
    const late = rowOf('Rafael Oliveira');
    expect(late).toHaveTextContent('01/03/2026');
    expect(within(late).getByText('Atrasada há 2 dias')).toBeVisible();
    expect(within(late).getByText('02/03/2026')).toBeVisible();
    expect(rowOf('Bruna Costa')).toHaveTextContent('Faltam 3 dias');
    expect(rowOf('Bruna Costa')).toHaveTextContent('Escritório');

    await userEvent.selectOptions(screen.getByLabelText('Situação'), 'Encerradas');
    await screen.findByText('Usuário excluído nº 7');
    const closed = rowOf('Usuário excluído nº 7');
    expect(closed).toHaveTextContent('Atendida');
    expect(closed).toHaveTextContent('Respondida em 05/03/2026');
    expect(within(closed).queryByRole('button')).toBeNull();
  });

  it('carries one out after the confirmation and reads the list again', async () => {
    const fake = firm((request) =>
      request.method === 'POST' && request.url === '/titulares/solicitacoes/2/atender'
        ? { status: 200, data: row(2, 'Bruna Costa', { situacao: 'ATENDIDA' }) }
        : undefined,
    );
    await renderAdmin('/dataSubjectRequests', fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Atender: Bruna Costa' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir a conta de Bruna Costa?' });
    expect(dialog).toHaveTextContent('A trilha de auditoria fica');
    await user.click(within(dialog).getByRole('button', { name: 'Sim, excluir a conta' }));
    await waitFor(() =>
      expect(fake.toasts).toContainEqual({
        kind: 'success',
        message: 'Conta excluída. O titular foi avisado por e-mail.',
      }),
    );
    expect(requestsTo(fake.requests, 'POST /titulares/solicitacoes/2/atender')).toHaveLength(1);
    await waitFor(() =>
      expect(requestsTo(fake.requests, 'GET /titulares/solicitacoes')).toHaveLength(2),
    );
  });

  it('refuses one only with a basis of art. 16 and a justification of 20 characters', async () => {
    const fake = firm((request) =>
      request.method === 'POST' && request.url === '/titulares/solicitacoes/1/recusar'
        ? { status: 200, data: row(1, 'Rafael Oliveira', { situacao: 'RECUSADA' }) }
        : undefined,
    );
    await renderAdmin('/dataSubjectRequests', fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Recusar: Rafael Oliveira' }));
    const dialog = screen.getByRole('dialog', { name: 'Recusar a solicitação de Rafael Oliveira' });
    const send = within(dialog).getByRole('button', { name: 'Recusar solicitação' });

    await user.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Selecione a base legal para manter os dados.',
    );
    await user.selectOptions(
      within(dialog).getByLabelText('Base legal para manter os dados'),
      'Art. 16, I: cumprimento de obrigação legal ou regulatória pelo controlador',
    );
    await user.type(within(dialog).getByLabelText('Justificativa'), 'Curta demais.');
    await user.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A justificativa deve ter pelo menos 20 caracteres.',
    );
    expect(requestsTo(fake.requests, 'POST /titulares/solicitacoes/1/recusar')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Justificativa'));
    await user.type(
      within(dialog).getByLabelText('Justificativa'),
      'Contrato em vigor exige a guarda dos registros.',
    );
    await user.click(send);
    await waitFor(() =>
      expect(fake.toasts).toContainEqual({
        kind: 'success',
        message: 'Solicitação recusada. O titular foi avisado por e-mail.',
      }),
    );
    const [sent] = requestsTo(fake.requests, 'POST /titulares/solicitacoes/1/recusar');
    expect(JSON.parse(sent!.data as string)).toEqual({
      baseLegal: 'I',
      justificativa: 'Contrato em vigor exige a guarda dos registros.',
    });
  });
});

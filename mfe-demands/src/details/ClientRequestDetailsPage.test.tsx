import { MESSAGES } from '@dpohub/domain';
import type { SessionUser } from '@dpohub/shared-ui';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_REQUEST_PATHS } from '../client-requests/client-request-paths';
import { renderClientPage } from '../client-requests/testing/render-client-page';
import { CLIENT_USER, FIRM_ADMIN, PARTICIPANT } from '../client-requests/testing/session-users';
import { ClientRequestDetailsPage } from './ClientRequestDetailsPage';

const DETAIL = 'GET /solicitacao/documentos-consultas/41';

const DOCUMENTS = Array.from({ length: 10 }, (_, index) => ({
  id: 200 + index,
  filename: `anexo-${index + 1}.pdf`,
}));

const REQUEST = {
  id: 41,
  client: { id: 1001, name: 'Acme' },
  demanda: 'Revisão de contrato',
  serviceType: { id: 12, name: 'Contrato' },
  tipoConsulta: null,
  tipoAvaliacao: 'PROTECAO_DE_DADOS',
  prazoAtendimento: 'CUSTOMIZADO',
  prazo: '2031-03-05',
  urgente: true,
  descricaoTrabalho: 'Revisar as cláusulas de dados pessoais',
  consumoHoras: true,
  status: 'PENDENTE',
  archived: false,
  createdAt: '2031-02-26T10:00:00Z',
  createdBy: { name: 'Carla Mendes' },
  solicitacaoDocumentos: DOCUMENTS,
};

const ADMIN_FIELDS = {
  autorDemanda: 'Carla Mendes',
  areaDemandante: 'Jurídico',
  areaInterna: null,
  lawyer: null,
  horas: null,
  valor: null,
};

function detailsShell(
  user: SessionUser,
  detail: Record<string, unknown> = REQUEST,
  extra: Record<string, { status: number; data?: unknown }> = {},
) {
  return createFakeShell(
    routeResponder({
      [DETAIL]: { status: 200, data: detail },
      'GET /solicitacao-participante/41': {
        status: 200,
        data: [
          {
            id: 5,
            solicitacao: { id: 41 },
            user: {
              id: 7,
              name: 'Bruno Lima',
              email: { email: 'bruno@acme.local' },
              enabled: true,
            },
          },
        ],
      },
      'GET /solicitacao/41/solicitacao-comentario': { status: 200, data: [] },
      'GET /solicitacao/41/notas-internas': {
        status: 200,
        data: [
          {
            id: 1,
            text: 'Ligar para o DPO',
            createdBy: { name: 'Bruno' },
            createdAt: '2031-02-26T13:05:00Z',
          },
        ],
      },
      'GET /lawyer': {
        status: 200,
        data: [
          { id: 3, name: 'Dra. Helena Prado', status: true },
          { id: 4, name: 'Dr. Otávio Reis', status: true },
        ],
      },
      'PATCH /solicitacao/41': { status: 200 },
      'PUT /solicitacao/41/dados-internos': { status: 200, data: {} },
      ...extra,
    }),
    user,
  );
}

async function renderDetails(fake: ReturnType<typeof detailsShell>) {
  await renderClientPage(
    <ClientRequestDetailsPage />,
    CLIENT_REQUEST_PATHS.details,
    '/clientDemands/details/41',
    fake,
  );
}

describe('request details, client view', () => {
  it('shows the request, the urgent deadline, participants and the hours flag as Sim', async () => {
    const fake = detailsShell(CLIENT_USER);
    await renderDetails(fake);
    expect(fake.setTitle).toHaveBeenCalledWith('Detalhes da solicitação');
    expect(screen.getByRole('heading', { name: 'Revisão de contrato' })).toBeInTheDocument();
    expect(screen.getByText('Pendente')).toBeInTheDocument();
    expect(screen.getByText('Urgente - 05/03/2031')).toBeInTheDocument();
    expect(screen.getByText('Proteção de Dados')).toBeInTheDocument();
    expect(screen.getByText('Revisar as cláusulas de dados pessoais')).toBeInTheDocument();
    expect(screen.getByText('Bruno Lima')).toBeInTheDocument();
    const hours = screen.getByText('Solicitação válida para consumo de horas?').parentElement;
    expect(hours).toHaveTextContent('Sim');
    expect(screen.queryByText('Autor da Demanda')).not.toBeInTheDocument();
    expect(screen.queryByText('Dados internos')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar Demanda' })).not.toBeInTheDocument();
    // The firm's internal notes: neither shown nor asked for (issue 29, beyond).
    expect(screen.queryByRole('region', { name: 'Notas internas' })).not.toBeInTheDocument();
    expect(screen.queryByText('Ligar para o DPO')).not.toBeInTheDocument();
    expect(requestsTo(fake.requests, 'GET /solicitacao/41/notas-internas')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(fake.navigate).toHaveBeenCalledWith('/clientDemands/edit/41');
  });

  it('shows an SLA deadline without the urgent prefix', async () => {
    await renderDetails(
      detailsShell(CLIENT_USER, { ...REQUEST, prazoAtendimento: 'SLA', urgente: false }),
    );
    expect(screen.getByText('05/03/2031')).toBeInTheDocument();
    expect(screen.queryByText(/Urgente - /)).not.toBeInTheDocument();
  });

  it('shows a chosen deadline that is not before the SLA date without the urgent prefix (m3)', async () => {
    await renderDetails(detailsShell(CLIENT_USER, { ...REQUEST, urgente: false }));
    expect(screen.getByText('05/03/2031')).toBeInTheDocument();
    expect(screen.queryByText(/Urgente/)).not.toBeInTheDocument();
  });

  it('requests cancellation of a pending request and reloads it', async () => {
    const fake = detailsShell(CLIENT_USER);
    await renderDetails(fake);
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar cancelamento' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar Solicitação' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja cancelar esta solicitação?');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    });
    expect(requestsTo(fake.requests, 'PATCH /solicitacao/41')[0]?.params).toEqual({
      status: 'toCancel',
    });
    expect(fake.toasts).toContainEqual({
      kind: 'success',
      message: 'Cancelamento solicitado com sucesso.',
    });
    expect(requestsTo(fake.requests, DETAIL)).toHaveLength(2);
  });

  it('offers neither edit nor cancellation to a participant', async () => {
    await renderDetails(detailsShell(PARTICIPANT));
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Solicitar cancelamento' }),
    ).not.toBeInTheDocument();
  });

  it('pages the documents 8 at a time and warns when a download fails', async () => {
    const fake = detailsShell(CLIENT_USER, REQUEST, {
      'GET /solicitacao/download/200': { status: 500, data: {} },
    });
    await renderDetails(fake);
    fireEvent.click(screen.getByRole('tab', { name: 'Documentos' }));
    expect(screen.getAllByRole('button', { name: /^Baixar anexo-/ })).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(screen.getAllByRole('button', { name: /^Baixar anexo-/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Página 1' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Baixar anexo-1.pdf' }));
    });
    expect(requestsTo(fake.requests, 'GET /solicitacao/download/200')).toHaveLength(1);
    expect(fake.toasts).toEqual([
      { kind: 'error', message: 'Ocorreu um erro ao baixar o arquivo' },
    ]);
  });
});

describe('request details, admin view', () => {
  it('shows author, demanding area, request date and the internal data form', async () => {
    const fake = detailsShell(FIRM_ADMIN, { ...REQUEST, ...ADMIN_FIELDS });
    await renderDetails(fake);
    expect(screen.getByText('Autor da Demanda').parentElement).toHaveTextContent('Carla Mendes');
    expect(screen.getByText('Área demandante').parentElement).toHaveTextContent('Jurídico');
    expect(screen.getByText('Data da solicitação')).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'GET /lawyer')[0]?.params).toEqual({ active: 'true' });
    expect(screen.getByRole('region', { name: 'Notas internas' })).toHaveTextContent(
      'Ligar para o DPO',
    );
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Solicitar cancelamento' }),
    ).not.toBeInTheDocument();
  });

  it('saves the internal data with the one hours mask and the one money mask (875 is R$ 875,00)', async () => {
    const user = userEvent.setup();
    const fake = detailsShell(FIRM_ADMIN, { ...REQUEST, ...ADMIN_FIELDS });
    await renderDetails(fake);
    const form = screen.getByRole('region', { name: 'Dados internos' });
    fireEvent.change(within(form).getByLabelText(/Área Interna/), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText(/Advogado\(a\)/), { target: { value: '1' } });
    await user.type(within(form).getByLabelText(/Horas/), '12030');
    expect(within(form).getByLabelText(/Horas/)).toHaveValue('120:30');
    await user.type(within(form).getByLabelText(/Valor/), '875');
    await user.tab();
    expect(within(form).getByLabelText(/Valor/)).toHaveValue('875,00');
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    });
    expect(requestsTo(fake.requests, 'PUT /solicitacao/41/dados-internos')[0]?.data).toBe(
      JSON.stringify({ valor: 875, horas: '120:30:00', lawyer: 4, areaInterna: 'Legal Design' }),
    );
    expect(fake.toasts).toContainEqual({ kind: 'success', message: 'Dados salvos com sucesso!' });
  });

  it('refuses zero hours and requires every internal field', async () => {
    const user = userEvent.setup();
    const fake = detailsShell(FIRM_ADMIN, { ...REQUEST, ...ADMIN_FIELDS });
    await renderDetails(fake);
    const form = screen.getByRole('region', { name: 'Dados internos' });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    });
    expect(within(form).getAllByText(MESSAGES.required)).toHaveLength(4);
    fireEvent.change(within(form).getByLabelText(/Área Interna/), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText(/Advogado\(a\)/), { target: { value: '0' } });
    await user.type(within(form).getByLabelText(/Horas/), '0000');
    await user.type(within(form).getByLabelText(/Valor/), '100');
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    });
    expect(await within(form).findByText('Valor de horas inválido')).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'PUT /solicitacao/41/dados-internos')).toHaveLength(0);
  });

  it('cancels a demand directly after the confirmation', async () => {
    const fake = detailsShell(FIRM_ADMIN, { ...REQUEST, ...ADMIN_FIELDS });
    await renderDetails(fake);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar Demanda' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar Demanda' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sim, quero cancelar' }));
    });
    expect(requestsTo(fake.requests, 'PATCH /solicitacao/41')[0]?.params).toEqual({
      status: 'canceled',
    });
    expect(requestsTo(fake.requests, DETAIL)).toHaveLength(2);
  });

  it.each([
    ['Aceitar', 'canceled', 'Cancelamento confirmado com sucesso.'],
    ['Recusar', 'pending', 'Solicitação de cancelamento recusada.'],
  ])('answers a requested cancellation with %s', async (button, status, message) => {
    const fake = detailsShell(FIRM_ADMIN, { ...REQUEST, ...ADMIN_FIELDS, status: 'CANCELAMENTO' });
    await renderDetails(fake);
    expect(screen.getByText('Cancelamento Solicitado', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar Demanda' })).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Cancelamento Solicitado' });
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: button }));
    });
    expect(requestsTo(fake.requests, 'PATCH /solicitacao/41')[0]?.params).toEqual({ status });
    expect(fake.toasts).toContainEqual({ kind: 'success', message });
    expect(requestsTo(fake.requests, DETAIL)).toHaveLength(2);
  });

  it('shows no cancellation panel to the client who asked for it', async () => {
    await renderDetails(detailsShell(CLIENT_USER, { ...REQUEST, status: 'toCancel' }));
    expect(screen.getByText('Cancelamento Solicitado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceitar' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Solicitar cancelamento' }),
    ).not.toBeInTheDocument();
  });
});

describe('request details: the demand’s own history (issue 31)', () => {
  const DEADLINE_MOVED = {
    id: 90,
    occurredAt: '2031-03-01T13:00:00.000Z',
    kind: 'demand.deadlineChanged',
    kindLabel: 'Prazo alterado',
    actor: { kind: 'user', id: 2, name: 'Carla Mendes' },
    onBehalfOf: null,
    ip: null,
    client: { id: 1001, name: 'Acme' },
    record: { type: 'demand', id: 41, label: 'Revisão de contrato' },
    changes: [{ field: 'prazo', before: '05/03/2031', after: '12/03/2031' }],
    note: null,
    erased: false,
  };

  it('shows a firm admin the events of this demand from the audit trail', async () => {
    const fake = detailsShell(
      FIRM_ADMIN,
      { ...REQUEST, ...ADMIN_FIELDS },
      {
        'GET /auditoria': {
          status: 200,
          data: { content: [DEADLINE_MOVED], totalPages: 1, totalElements: 1, number: 0, size: 5 },
        },
      },
    );
    await renderDetails(fake);
    const history = screen.getByRole('region', { name: 'Histórico de alterações' });
    expect(await within(history).findByText('Prazo alterado')).toBeInTheDocument();
    expect(within(history).getByText('Prazo: 05/03/2031 → 12/03/2031')).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'GET /auditoria')[0]?.params).toEqual({
      recordType: 'demand',
      recordId: '41',
      page: '0',
      size: '5',
    });
  });

  it('shows no history to a participant, who may not read the trail', async () => {
    const fake = detailsShell(PARTICIPANT);
    await renderDetails(fake);
    expect(
      screen.queryByRole('region', { name: 'Histórico de alterações' }),
    ).not.toBeInTheDocument();
    expect(requestsTo(fake.requests, 'GET /auditoria')).toEqual([]);
  });
});

describe('request details: closed and missing (issue 11)', () => {
  it('shows a cancelled demand internal data read-only, without Salvar', async () => {
    const fake = detailsShell(FIRM_ADMIN, { ...REQUEST, ...ADMIN_FIELDS, status: 'CANCELADO' });
    await renderDetails(fake);
    const form = screen.getByRole('region', { name: 'Dados internos' });
    expect(within(form).getByLabelText(/Área Interna/)).toBeDisabled();
    expect(within(form).getByLabelText(/Horas/)).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it.each([
    ['a client user', CLIENT_USER, '/clientDemands'],
    ['a firm admin', FIRM_ADMIN, '/demands'],
  ])('shows %s a not-found state with a way back, not a blank page', async (_, user, back) => {
    const fake = detailsShell(user, REQUEST, {
      [DETAIL]: { status: 404, data: { message: 'Solicitação não encontrada' } },
    });
    await renderDetails(fake);
    const state = await screen.findByRole('alert');
    expect(state).toHaveTextContent('Solicitação não encontrada ou sem acesso.');
    expect(fake.toasts).toEqual([]);
    fireEvent.click(within(state).getByRole('button', { name: 'Voltar para Solicitações' }));
    expect(fake.navigate).toHaveBeenLastCalledWith(back);
  });
});

import type { SessionUser } from '@dpohub/shared-ui';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import type { RecordedRequest } from '@dpohub/shared-ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_REQUEST_PATHS } from '../client-requests/client-request-paths';
import { renderClientPage } from '../client-requests/testing/render-client-page';
import { CLIENT_USER, FIRM_ADMIN, PARTICIPANT } from '../client-requests/testing/session-users';
import { ClientRequestFormPage } from './ClientRequestFormPage';

const CLIENT_USERS = [
  { id: 7, name: 'Bruno Lima', username: 'bruno', email: 'bruno@acme.local', enabled: true },
  { id: 8, name: 'Diana Souza', username: 'diana', email: 'diana@acme.local', enabled: false },
];

const STORED = Array.from({ length: 9 }, (_, index) => ({
  id: 100 + index,
  filename: `doc${index}.pdf`,
}));

const REQUEST = {
  id: 41,
  client: { id: 1001, name: 'Acme' },
  demanda: 'Revisão de contrato',
  serviceType: { id: 12, name: 'Contrato' },
  tipoConsulta: null,
  tipoAvaliacao: 'GERAL',
  prazoAtendimento: 'SLA',
  prazo: '2031-03-05',
  descricaoTrabalho: 'Revisar cláusulas',
  consumoHoras: true,
  status: 'PENDENTE',
  archived: false,
  createdAt: '2031-02-26T10:00:00Z',
  createdBy: { name: 'Carla Mendes' },
  solicitacaoDocumentos: STORED,
};

function formShell(
  user: SessionUser,
  extra: Record<string, { status: number; data?: unknown }> = {},
) {
  return createFakeShell(
    routeResponder({
      'GET /service-type': {
        status: 200,
        data: [
          { id: 2, name: 'Consulta' },
          { id: 9, name: 'Documento' },
          { id: 12, name: 'Contrato' },
        ],
      },
      'GET /user/client': { status: 200, data: CLIENT_USERS },
      'POST /solicitacao/documentos-consultas': { status: 201, data: { id: 50 } },
      'GET /solicitacao/documentos-consultas/41': { status: 200, data: REQUEST },
      'GET /solicitacao-participante/41': { status: 200, data: [] },
      'PUT /solicitacao/documentos-consultas/41': { status: 200, data: { id: 41 } },
      ...extra,
    }),
    user,
  );
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

async function dtoOf(request: RecordedRequest | undefined): Promise<Record<string, unknown>> {
  const body = request?.data as FormData;
  return JSON.parse(await readBlob(body.get('documentosConsultasDto') as Blob)) as Record<
    string,
    unknown
  >;
}

function pdf(name: string): File {
  return new File(['%PDF-1.4'], name, { type: 'application/pdf' });
}

async function fillRequiredFields() {
  fireEvent.change(screen.getByLabelText(/Tipo de Avaliação/), { target: { value: '1' } });
  fireEvent.change(screen.getByLabelText(/Nome da demanda/), {
    target: { value: 'Contrato de fornecedor' },
  });
  fireEvent.change(screen.getByLabelText(/Descrição/), { target: { value: 'Revisar o contrato' } });
  fireEvent.change(screen.getByLabelText(/Prazo de atendimento/), { target: { value: '1' } });
  await userEvent.type(await screen.findByPlaceholderText('dd/mm/aaaa'), '10122031');
  fireEvent.click(screen.getAllByLabelText('Não')[0] as HTMLElement);
}

function pick(id: string) {
  fireEvent.change(screen.getByLabelText('Usuário'), { target: { value: id } });
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar participante' }));
}

async function openTemporaryModal(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: 'Criar participante temporário' }));
  return screen.findByRole('dialog', { name: 'Criar participante temporário' });
}

async function fillTemporary(modal: HTMLElement, email: string) {
  fireEvent.change(within(modal).getByLabelText(/Nome/), { target: { value: 'Tereza Temp' } });
  fireEvent.change(within(modal).getByLabelText(/Cargo/), { target: { value: 'Analista' } });
  fireEvent.change(within(modal).getByLabelText(/E-mail/), { target: { value: email } });
  fireEvent.change(within(modal).getByLabelText(/Departamento/), { target: { value: 'TI' } });
  await act(async () => {
    fireEvent.click(within(modal).getByRole('button', { name: 'Criar' }));
  });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
  });
}

describe('client request form, new request', () => {
  it('preselects the modality of the serviceType query and sends the multipart request', async () => {
    const fake = formShell(CLIENT_USER);
    await renderClientPage(
      <ClientRequestFormPage />,
      CLIENT_REQUEST_PATHS.create,
      '/clientDemands/new?serviceType=9',
      fake,
    );
    expect(fake.setTitle).toHaveBeenCalledWith('Nova solicitação');
    expect(screen.getByLabelText(/Modalidade/)).toHaveDisplayValue('Documento');
    await fillRequiredFields();
    fireEvent.change(screen.getByLabelText('Documentos'), {
      target: { files: [pdf('a.pdf'), pdf('b.pdf')] },
    });
    fireEvent.change(screen.getByLabelText('Usuário'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar participante' }));
    await submit();

    const [sent] = requestsTo(fake.requests, 'POST /solicitacao/documentos-consultas');
    const body = sent?.data as FormData;
    expect((body.getAll('files') as File[]).map((file) => file.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(await dtoOf(sent)).toEqual({
      serviceType: { id: 9 },
      tipoConsulta: null,
      tipoAvaliacao: 'PROTECAO_DE_DADOS',
      demanda: 'Contrato de fornecedor',
      descricaoTrabalho: 'Revisar o contrato',
      prazoAtendimento: 'CUSTOMIZADO',
      prazo: '2031-12-10',
      consumoHoras: false,
      participants: [{ id: 7 }],
    });
    expect(fake.toasts).toContainEqual({
      kind: 'success',
      message: 'Solicitação criada com sucesso!',
    });
    // The list searched by the new title, so the new request is on its first page (m15).
    expect(fake.navigate).toHaveBeenCalledWith('/clientDemands?demanda=Contrato+de+fornecedor');
  });

  it('asks Tipo de Consulta for Consulta and names the client for an admin', async () => {
    const fake = formShell(FIRM_ADMIN);
    await renderClientPage(
      <ClientRequestFormPage />,
      CLIENT_REQUEST_PATHS.create,
      '/clientDemands/new?serviceType=2',
      fake,
    );
    expect(requestsTo(fake.requests, 'GET /user/client')[0]?.params).toEqual({ clientId: '1001' });
    expect(screen.queryByLabelText(/Tipo de Avaliação/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Tipo de Consulta/), { target: { value: 'Parecer' } });
    fireEvent.change(screen.getByLabelText(/Nome da demanda/), { target: { value: 'Consulta' } });
    fireEvent.change(screen.getByLabelText(/Descrição/), { target: { value: 'Texto' } });
    fireEvent.change(screen.getByLabelText(/Prazo de atendimento/), { target: { value: '0' } });
    expect(screen.queryByPlaceholderText('dd/mm/aaaa')).not.toBeInTheDocument();
    fireEvent.click(screen.getAllByLabelText('Sim')[0] as HTMLElement);
    await submit();
    expect(
      await dtoOf(requestsTo(fake.requests, 'POST /solicitacao/documentos-consultas')[0]),
    ).toMatchObject({
      client: { id: 1001 },
      serviceType: { id: 2 },
      tipoConsulta: 'Parecer',
      tipoAvaliacao: null,
      prazoAtendimento: 'SLA',
      prazo: null,
      consumoHoras: true,
    });
  });

  it('limits the description to 1024 characters', async () => {
    const fake = formShell(CLIENT_USER);
    await renderClientPage(
      <ClientRequestFormPage />,
      CLIENT_REQUEST_PATHS.create,
      '/clientDemands/new',
      fake,
    );
    fireEvent.change(screen.getByLabelText(/Descrição/), { target: { value: 'x'.repeat(1025) } });
    await submit();
    expect(await screen.findByText('Quantidade máxima de 1024 caracteres')).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'POST /solicitacao/documentos-consultas')).toHaveLength(0);
  });

  it('refuses a participant twice and an inactive user', async () => {
    const fake = formShell(CLIENT_USER);
    await renderClientPage(
      <ClientRequestFormPage />,
      CLIENT_REQUEST_PATHS.create,
      '/clientDemands/new',
      fake,
    );
    pick('7');
    pick('7');
    expect(fake.toasts).toEqual([{ kind: 'warn', message: 'Participante já adicionado' }]);
    pick('8');
    const popup = await screen.findByRole('dialog', { name: 'Usuário inativo' });
    expect(popup).toHaveTextContent(
      'Usuário inativo. Reative o usuário antes de adicioná-lo como participante.',
    );
    fireEvent.click(within(popup).getByRole('button', { name: 'Entendi' }));
    expect(screen.queryByRole('button', { name: 'Remover Diana Souza' })).not.toBeInTheDocument();
  });

  it('holds a temporary participant in the form: nothing is sent until Concluir (demands m5)', async () => {
    const fake = formShell(CLIENT_USER);
    await renderClientPage(
      <ClientRequestFormPage />,
      CLIENT_REQUEST_PATHS.create,
      '/clientDemands/new?serviceType=9',
      fake,
    );
    const modal = await openTemporaryModal();
    expect(modal).toHaveTextContent(
      'O acesso é criado e o convite enviado por e-mail quando você concluir a solicitação.',
    );
    await fillTemporary(modal, 'tereza.acme.local');
    expect(await within(modal).findByText('Formato de email inválido')).toBeInTheDocument();
    await fillTemporary(modal, 'tereza@acme.local');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const item = screen.getByRole('button', { name: 'Remover Tereza Temp' }).closest('li')!;
    expect(item).toHaveTextContent('Tereza Temp tereza@acme.local convite ao concluir');
    // Held by the form only: no account, no e-mail. Leaving the form here leaves nothing.
    expect(fake.requests.filter((request) => request.method !== 'GET')).toEqual([]);

    // The same person again, or a user of the client, is refused where it is typed.
    await fillTemporary(await openTemporaryModal(), 'TEREZA@acme.local');
    expect(fake.toasts).toContainEqual({ kind: 'warn', message: 'Participante já adicionado' });
    await fillTemporary(screen.getByRole('dialog'), 'bruno@acme.local');
    expect(fake.toasts).toContainEqual({ kind: 'warn', message: 'Email já cadastrado' });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));

    await fillRequiredFields();
    pick('7');
    await submit();
    const [sent] = requestsTo(fake.requests, 'POST /solicitacao/documentos-consultas');
    expect(await dtoOf(sent)).toMatchObject({
      participants: [{ id: 7 }],
      novosParticipantes: [
        { name: 'Tereza Temp', jobTitle: 'Analista', email: 'tereza@acme.local', department: 'TI' },
      ],
    });
    expect(
      fake.requests
        .filter((request) => request.method !== 'GET')
        .map((request) => `${request.method} ${request.url}`),
    ).toEqual(['POST /solicitacao/documentos-consultas']);
  });

  it('drops a temporary participant removed before Concluir', async () => {
    const fake = formShell(CLIENT_USER);
    await renderClientPage(
      <ClientRequestFormPage />,
      CLIENT_REQUEST_PATHS.create,
      '/clientDemands/new?serviceType=9',
      fake,
    );
    await fillTemporary(await openTemporaryModal(), 'tereza@acme.local');
    fireEvent.click(screen.getByRole('button', { name: 'Remover Tereza Temp' }));
    expect(screen.getByText('Nenhum participante adicionado.')).toBeInTheDocument();
    await fillRequiredFields();
    await submit();
    const dto = await dtoOf(requestsTo(fake.requests, 'POST /solicitacao/documentos-consultas')[0]);
    expect(dto).not.toHaveProperty('novosParticipantes');
    expect(dto.participants).toEqual([]);
  });
});

describe('client request form, editing', () => {
  it('counts the stored files in the limit of 10, less those removed', async () => {
    const fake = formShell(CLIENT_USER);
    await renderClientPage(
      <ClientRequestFormPage />,
      CLIENT_REQUEST_PATHS.edit,
      '/clientDemands/edit/41',
      fake,
    );
    expect(fake.setTitle).toHaveBeenCalledWith('Editar solicitação');
    expect(await screen.findByLabelText(/Nome da demanda/)).toHaveValue('Revisão de contrato');
    fireEvent.change(screen.getByLabelText('Documentos'), {
      target: { files: [pdf('a.pdf'), pdf('b.pdf')] },
    });
    expect(fake.toasts).toContainEqual({
      kind: 'warn',
      message: 'Quantia máxima de 10 arquivos por solicitação',
    });
    expect(screen.getByRole('button', { name: 'Remover a.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover b.pdf' })).not.toBeInTheDocument();

    // One stored file marked for removal frees one place.
    fireEvent.click(screen.getByRole('button', { name: 'Remover doc0.pdf' }));
    fireEvent.change(screen.getByLabelText('Documentos'), { target: { files: [pdf('b.pdf')] } });
    expect(screen.getByRole('button', { name: 'Remover b.pdf' })).toBeInTheDocument();
  });

  it('removes a stored file only with Concluir, in the same save', async () => {
    const fake = formShell(CLIENT_USER);
    await renderClientPage(
      <ClientRequestFormPage />,
      CLIENT_REQUEST_PATHS.edit,
      '/clientDemands/edit/41',
      fake,
    );
    await screen.findByLabelText(/Nome da demanda/);
    fireEvent.click(screen.getByRole('button', { name: 'Remover doc0.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remover doc2.pdf' }));

    // Marked, not deleted: no call yet, the file shows struck through with a way to keep it.
    expect(fake.requests.filter((request) => request.method === 'DELETE')).toEqual([]);
    const list = screen.getByRole('region', { name: 'Documentos enviados' });
    expect(within(list).getAllByText('Será removido ao concluir')).toHaveLength(2);
    fireEvent.click(within(list).getByRole('button', { name: 'Manter doc2.pdf' }));
    expect(within(list).getAllByText('Será removido ao concluir')).toHaveLength(1);
    expect(within(list).getByRole('button', { name: 'Remover doc2.pdf' })).toBeInTheDocument();

    await submit();
    const [sent] = requestsTo(fake.requests, 'PUT /solicitacao/documentos-consultas/41');
    expect(await dtoOf(sent)).toMatchObject({ documentosRemovidos: [100] });
    expect(fake.requests.filter((request) => request.method === 'DELETE')).toEqual([]);
  });

  it('keeps every stored file on Cancelar', async () => {
    const fake = formShell(CLIENT_USER);
    await renderClientPage(
      <ClientRequestFormPage />,
      CLIENT_REQUEST_PATHS.edit,
      '/clientDemands/edit/41',
      fake,
    );
    await screen.findByLabelText(/Nome da demanda/);
    fireEvent.click(screen.getByRole('button', { name: 'Remover doc0.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(fake.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(fake.navigate).toHaveBeenCalledWith('/home', { replace: true });
  });

  it('shows a not-found state with a way back for a request it may not see', async () => {
    const fake = formShell(CLIENT_USER, {
      'GET /solicitacao/documentos-consultas/41': {
        status: 404,
        data: { message: 'Solicitação não encontrada' },
      },
    });
    await renderClientPage(
      <ClientRequestFormPage />,
      CLIENT_REQUEST_PATHS.edit,
      '/clientDemands/edit/41',
      fake,
    );
    const state = await screen.findByRole('alert');
    expect(state).toHaveTextContent('Solicitação não encontrada ou sem acesso.');
    fireEvent.click(within(state).getByRole('button', { name: 'Voltar para Solicitações' }));
    expect(fake.navigate).toHaveBeenLastCalledWith('/clientDemands');
    expect(fake.toasts).toEqual([]);
  });

  it('saves with PUT, adds the new participant and returns to the first page of the list', async () => {
    const fake = formShell(CLIENT_USER);
    await renderClientPage(
      <ClientRequestFormPage />,
      CLIENT_REQUEST_PATHS.edit,
      '/clientDemands/edit/41',
      fake,
    );
    await screen.findByLabelText(/Nome da demanda/);
    pick('7');
    await fillTemporary(await openTemporaryModal(), 'tereza@acme.local');
    await submit();
    const [sent] = requestsTo(fake.requests, 'PUT /solicitacao/documentos-consultas/41');
    expect(await dtoOf(sent)).toMatchObject({
      demanda: 'Revisão de contrato',
      tipoAvaliacao: 'GERAL',
      prazoAtendimento: 'SLA',
      prazo: null,
      participants: [{ id: 7 }],
      novosParticipantes: [{ name: 'Tereza Temp', email: 'tereza@acme.local' }],
    });
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/clientDemands?page=0'));
    // The save itself attaches and creates them: no other write.
    expect(
      fake.requests
        .filter((request) => request.method !== 'GET')
        .map((request) => `${request.method} ${request.url}`),
    ).toEqual(['PUT /solicitacao/documentos-consultas/41']);
  });

  it('removes after the save only the participants the form dropped', async () => {
    const link = (id: number, userId: number, name: string) => ({
      id,
      solicitacao: { id: 41 },
      user: { id: userId, name, email: { email: `${userId}@acme.local` }, enabled: true },
    });
    const fake = formShell(CLIENT_USER, {
      'GET /solicitacao-participante/41': { status: 200, data: [link(3, 7, 'Bruno Lima')] },
      'DELETE /solicitacao-participante/3': { status: 204 },
    });
    await renderClientPage(
      <ClientRequestFormPage />,
      CLIENT_REQUEST_PATHS.edit,
      '/clientDemands/edit/41',
      fake,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remover Bruno Lima' }));
    await submit();
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/clientDemands?page=0'));
    expect(
      await dtoOf(requestsTo(fake.requests, 'PUT /solicitacao/documentos-consultas/41')[0]),
    ).toMatchObject({ participants: [] });
    expect(
      fake.requests
        .filter((request) => request.method !== 'GET')
        .map((request) => `${request.method} ${request.url}`),
    ).toEqual(['PUT /solicitacao/documentos-consultas/41', 'DELETE /solicitacao-participante/3']);
  });

  it('sends back a participant and a request that is no longer pending', async () => {
    const participant = formShell(PARTICIPANT);
    await renderClientPage(
      <ClientRequestFormPage />,
      CLIENT_REQUEST_PATHS.edit,
      '/clientDemands/edit/41',
      participant,
    );
    expect(participant.navigate).toHaveBeenCalledWith('/home', { replace: true });

    const started = formShell(CLIENT_USER, {
      'GET /solicitacao/documentos-consultas/41': {
        status: 200,
        data: { ...REQUEST, status: 'EM_CURSO' },
      },
    });
    await renderClientPage(
      <ClientRequestFormPage />,
      CLIENT_REQUEST_PATHS.edit,
      '/clientDemands/edit/41',
      started,
    );
    expect(started.navigate).toHaveBeenCalledWith('/home', { replace: true });
  });
});

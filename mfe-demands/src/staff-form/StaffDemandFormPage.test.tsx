import {
  createFakeShell,
  fakeDateOnly,
  requestsTo,
  routeResponder,
} from '@dpohub/shared-ui/testing';
import type { FakeResponse } from '@dpohub/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demandDetail } from '../test/demand-fixtures';
import { renderDemands } from '../test/render-demands';
import { CLIENT_ADMINISTRATOR, FIRM_ADMIN } from '../test/session-users';

function responder(extra: Record<string, FakeResponse> = {}) {
  return routeResponder({
    'GET /service-type': {
      status: 200,
      data: [
        { id: 2, name: 'Consulta' },
        { id: 12, name: 'Contrato' },
      ],
    },
    'GET /lawyer': { status: 200, data: [{ id: 5, name: 'Beatriz Lima', status: true }] },
    'GET /client/all': { status: 200, data: [{ id: 1001, name: 'Acme Indústria Ltda' }] },
    'GET /client-prices-hours/current/1001': {
      status: 200,
      data: { clientId: 1001, valorHora: 300, enableHoursBank: true },
    },
    'POST /solicitacao': { status: 201, data: { id: 77 } },
    'GET /solicitacao/41': { status: 200, data: demandDetail() },
    'PUT /solicitacao/41': { status: 200 },
    'PATCH /solicitacao/41': { status: 200 },
    // The firm's calendar: the city of São Paulo's 25/01 comes from the API, not the national list.
    'GET /calendario': {
      status: 200,
      data: {
        ano: 2027,
        sede: { uf: 'SP', cidade: 'SP', nome: 'São Paulo/SP' },
        diasFechados: [
          { date: '2027-01-25', name: 'Aniversário da Cidade', kind: 'municipal' },
          { date: '2027-02-08', name: 'Carnaval (segunda-feira)', kind: 'carnaval' },
        ],
        fechamentos: [],
        quartaDeCinzas: { data: '2027-02-10', abertura: '13h' },
      },
    },
    ...extra,
  });
}

const field = (name: string | RegExp) => screen.getByLabelText(name);

async function fillNewDemand(options: { prazo?: string; horas?: string } = {}) {
  const user = userEvent.setup();
  await user.selectOptions(field(/Tipo de Serviço\/Modalidade/), 'Contrato');
  await user.selectOptions(field(/Tipo de Avaliação/), 'Geral');
  await user.type(field(/Título da Demanda/), 'Contrato com operador');
  await user.selectOptions(field(/Área Interna/), 'Legal Design');
  await user.type(field(/Área demandante/), 'Compras');
  await user.type(field(/Autor da Demanda/), 'Carla Mendes');
  if (options.prazo === undefined) {
    await user.selectOptions(field(/Prazo de atendimento/), 'Seguir SLA (5 dias úteis)');
  } else {
    await user.selectOptions(field(/Prazo de atendimento/), 'CUSTOMIZADO');
    await user.type(field(/^Prazo \*/), options.prazo);
  }
  await user.type(field(/Descrição do trabalho/), 'Revisar o contrato.');
  await user.selectOptions(field(/Advogado\(a\)/), 'Beatriz Lima');
  await user.type(field(/^Horas/), options.horas ?? '0130');
  const consumo = screen.getByRole('group', { name: /Solicitação válida para consumo de horas\?/ });
  await user.click(within(consumo).getByLabelText('Sim'));
  return user;
}

describe('staff demand form, new (/demands/new)', () => {
  it('starts editing under the title Nova Solicitação, for the chosen client', async () => {
    const fake = createFakeShell(responder(), FIRM_ADMIN);
    await renderDemands('/demands/new', fake);

    expect(fake.setTitle).toHaveBeenCalledWith('Nova Solicitação');
    await waitFor(() => expect(field(/^Cliente/)).toHaveValue('1001'));
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'GET /lawyer')[0]?.params).toEqual({ active: 'true' });
  });

  it('shows the Prazo date only when the deadline is customised', async () => {
    await renderDemands('/demands/new', createFakeShell(responder(), FIRM_ADMIN));
    const user = userEvent.setup();
    expect(screen.queryByLabelText(/^Prazo \*/)).not.toBeInTheDocument();

    await user.selectOptions(field(/Prazo de atendimento/), 'Seguir SLA (5 dias úteis)');
    expect(screen.queryByLabelText(/^Prazo \*/)).not.toBeInTheDocument();
    await user.selectOptions(field(/Prazo de atendimento/), 'CUSTOMIZADO');
    expect(field(/^Prazo \*/)).toBeInTheDocument();
  });

  it('asks for Tipo de Consulta when the service is a consultation (2)', async () => {
    await renderDemands('/demands/new', createFakeShell(responder(), FIRM_ADMIN));
    expect(field(/Tipo de Avaliação/)).toBeInTheDocument();

    await userEvent.selectOptions(field(/Tipo de Serviço\/Modalidade/), 'Consulta');
    expect(field(/Tipo de Consulta/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Tipo de Avaliação/)).not.toBeInTheDocument();
  });

  it('calculates the value as hours times the client rate until it is typed by hand', async () => {
    await renderDemands('/demands/new', createFakeShell(responder(), FIRM_ADMIN));
    const user = userEvent.setup();

    await user.type(field(/^Horas/), '0130');
    expect(field(/^Horas/)).toHaveValue('01:30');
    await waitFor(() => expect(field('Valor')).toHaveValue('450,00'));

    await user.clear(field('Valor'));
    await user.type(field('Valor'), 'R$ 500,5x');
    expect(field('Valor')).toHaveValue('500,5');
    await user.tab();
    expect(field('Valor')).toHaveValue('500,50');

    await user.clear(field(/^Horas/));
    await user.type(field(/^Horas/), '0200');
    expect(field('Valor')).toHaveValue('500,50');
  });

  it('sends the exact body, then says so and returns to the list', async () => {
    const fake = createFakeShell(responder(), FIRM_ADMIN);
    await renderDemands('/demands/new', fake);
    await waitFor(() => expect(field(/^Cliente/)).toHaveValue('1001'));
    const user = await fillNewDemand({ prazo: '20052030' });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(requestsTo(fake.requests, 'POST /solicitacao')).toHaveLength(1));
    expect(JSON.parse(requestsTo(fake.requests, 'POST /solicitacao')[0]?.data as string)).toEqual({
      client: { id: 1001 },
      demanda: 'Contrato com operador',
      serviceType: { id: 12 },
      tipoConsulta: null,
      tipoAvaliacao: 'GERAL',
      areaInterna: 'Legal Design',
      areaDemandante: 'Compras',
      autorDemanda: 'Carla Mendes',
      prazoAtendimento: 'CUSTOMIZADO',
      prazo: '2030-05-20',
      descricaoTrabalho: 'Revisar o contrato.',
      lawyer: { id: 5 },
      horas: '01:30',
      // The value was calculated, not typed: the server values it at the price in force on the
      // request day (budget M1).
      valor: null,
      consumoHoras: true,
    });
    expect(fake.toasts).toContainEqual({ kind: 'success', message: 'Demanda criada com sucesso!' });
    expect(fake.navigate).toHaveBeenLastCalledWith('/demands');
  });

  it('sends a value typed by hand, and asks the rate in force on the request day', async () => {
    const fake = createFakeShell(responder(), FIRM_ADMIN);
    await renderDemands('/demands/new', fake);
    await waitFor(() => expect(field(/^Cliente/)).toHaveValue('1001'));
    const user = await fillNewDemand({ prazo: '20052030' });
    await waitFor(() => expect(field('Valor')).toHaveValue('450,00'));
    await user.clear(field('Valor'));
    await user.type(field('Valor'), '500,5');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(requestsTo(fake.requests, 'POST /solicitacao')).toHaveLength(1));
    expect(
      JSON.parse(requestsTo(fake.requests, 'POST /solicitacao')[0]?.data as string),
    ).toMatchObject({ horas: '01:30', valor: 500.5 });
    const [rate] = requestsTo(fake.requests, 'GET /client-prices-hours/current/1001');
    expect(rate?.params).toEqual({ data: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('sends no deadline when following the SLA', async () => {
    const fake = createFakeShell(responder(), FIRM_ADMIN);
    await renderDemands('/demands/new', fake);
    await waitFor(() => expect(field(/^Cliente/)).toHaveValue('1001'));
    const user = await fillNewDemand();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(requestsTo(fake.requests, 'POST /solicitacao')).toHaveLength(1));
    expect(
      JSON.parse(requestsTo(fake.requests, 'POST /solicitacao')[0]?.data as string),
    ).toMatchObject({ prazoAtendimento: 'SLA', prazo: null });
  });

  it('refuses 00:00 hours with Valor de horas inválido', async () => {
    const fake = createFakeShell(responder(), FIRM_ADMIN);
    await renderDemands('/demands/new', fake);
    await waitFor(() => expect(field(/^Cliente/)).toHaveValue('1001'));
    const user = await fillNewDemand({ horas: '0000' });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Valor de horas inválido')).toBeInTheDocument();
    expect(fake.toasts).toContainEqual({ kind: 'warn', message: 'Valor de horas inválido' });
    expect(requestsTo(fake.requests, 'POST /solicitacao')).toHaveLength(0);
  });

  it('refuses incomplete hours with Valor de horas inválido', async () => {
    const fake = createFakeShell(responder(), FIRM_ADMIN);
    await renderDemands('/demands/new', fake);
    await waitFor(() => expect(field(/^Cliente/)).toHaveValue('1001'));
    const user = await fillNewDemand({ horas: '013' });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Valor de horas inválido')).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'POST /solicitacao')).toHaveLength(0);
  });

  it('refuses a deadline with month above 12 with Data do prazo inválida', async () => {
    const fake = createFakeShell(responder(), FIRM_ADMIN);
    await renderDemands('/demands/new', fake);
    await waitFor(() => expect(field(/^Cliente/)).toHaveValue('1001'));
    const user = await fillNewDemand({ prazo: '10132025' });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Data do prazo inválida')).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'POST /solicitacao')).toHaveLength(0);
  });

  describe("on the firm's calendar, the API's rule (M4, m4)", () => {
    beforeEach(() => {
      // Only the date is fixed (Wednesday 25/11/2026); the timers stay real for the user events.
      fakeDateOnly(new Date('2026-11-25T12:00:00-03:00'));
    });
    afterEach(() => jest.useRealTimers());

    it.each([
      ['20112026', 'O prazo não pode ser anterior à data atual'],
      [
        '28112026',
        'O prazo deve cair em um dia útil: 28/11/2026 é sábado. O próximo dia útil é 30/11/2026.',
      ],
      [
        '25012027',
        'O prazo deve cair em um dia útil: 25/01/2027 é Aniversário da Cidade. O próximo dia útil é 26/01/2027.',
      ],
      [
        '08022027',
        'O prazo deve cair em um dia útil: 08/02/2027 é Carnaval (segunda-feira). O próximo dia útil é 10/02/2027.',
      ],
    ])('refuses the deadline %s: %s', async (typed, message) => {
      const fake = createFakeShell(responder(), FIRM_ADMIN);
      await renderDemands('/demands/new', fake);
      await waitFor(() => expect(requestsTo(fake.requests, 'GET /calendario')).toHaveLength(2));
      await waitFor(() => expect(field(/^Cliente/)).toHaveValue('1001'));
      const user = await fillNewDemand({ prazo: typed });
      await user.click(screen.getByRole('button', { name: 'Salvar' }));

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(fake.toasts).toContainEqual({ kind: 'warn', message });
      expect(requestsTo(fake.requests, 'POST /solicitacao')).toHaveLength(0);
    });

    it('sends Ash Wednesday, a business day from 13h', async () => {
      const fake = createFakeShell(responder(), FIRM_ADMIN);
      await renderDemands('/demands/new', fake);
      await waitFor(() => expect(requestsTo(fake.requests, 'GET /calendario')).toHaveLength(2));
      await waitFor(() => expect(field(/^Cliente/)).toHaveValue('1001'));
      const user = await fillNewDemand({ prazo: '10022027' });
      await user.click(screen.getByRole('button', { name: 'Salvar' }));

      await waitFor(() => expect(requestsTo(fake.requests, 'POST /solicitacao')).toHaveLength(1));
      expect(requestsTo(fake.requests, 'GET /calendario').map((r) => r.params)).toEqual([
        { ano: '2026' },
        { ano: '2027' },
      ]);
    });
  });

  it('requires the fields of the staff schema', async () => {
    const fake = createFakeShell(responder(), FIRM_ADMIN);
    await renderDemands('/demands/new', fake);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await screen.findAllByText('Campo obrigatório');
    for (const label of [
      /Tipo de Serviço\/Modalidade/,
      /Título da Demanda/,
      /Área Interna/,
      /Área demandante/,
      /Autor da Demanda/,
      /Prazo de atendimento/,
      /Descrição do trabalho/,
      /Advogado\(a\)/,
    ]) {
      expect(field(label)).toHaveAccessibleDescription('Campo obrigatório');
    }
    expect(
      screen.getByRole('group', { name: /Solicitação válida para consumo de horas\?/ }),
    ).toHaveAccessibleDescription('Campo obrigatório');
    expect(requestsTo(fake.requests, 'POST /solicitacao')).toHaveLength(0);
  });

  it('goes back to the list on Cancelar', async () => {
    const fake = createFakeShell(responder(), FIRM_ADMIN);
    await renderDemands('/demands/new', fake);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(fake.navigate).toHaveBeenLastCalledWith('/demands');
  });
});

describe('staff demand form, existing (/demands/edit/{id})', () => {
  it('opens in view mode with the dates, the badge and the stored values', async () => {
    const fake = createFakeShell(responder(), FIRM_ADMIN);
    await renderDemands('/demands/edit/41', fake);

    expect(fake.setTitle).toHaveBeenCalledWith('Detalhes da Solicitação');
    expect(await screen.findByText('04/03/2025')).toBeInTheDocument();
    expect(screen.getByText('06/03/2025')).toBeInTheDocument();
    expect(screen.getByText('Em curso')).toBeInTheDocument();
    expect(field(/Título da Demanda/)).toBeDisabled();
    expect(field(/Título da Demanda/)).toHaveValue('Revisão do contrato de fornecedor');
    expect(field(/^Horas/)).toHaveValue('12:30');
    expect(field('Valor')).toHaveValue('3.750,00');
    expect(field(/^Prazo \*/)).toHaveValue('11/03/2025');
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it("marks Horas required and fills a client request's blank author with its creator (m8, m10)", async () => {
    const fake = createFakeShell(
      responder({
        'GET /solicitacao/41': {
          status: 200,
          data: demandDetail({
            autorDemanda: null,
            createdBy: { name: 'Rafael Oliveira', client: null, employeeDanielLaw: 0 },
          }),
        },
      }),
      FIRM_ADMIN,
    );
    await renderDemands('/demands/edit/41', fake);
    expect(await screen.findByLabelText(/Autor da Demanda/)).toHaveValue('Rafael Oliveira');
    expect(field(/^Horas/)).toHaveAttribute('aria-required', 'true');
  });

  it('shows Arquivada for an archived demand', async () => {
    const fake = createFakeShell(
      responder({
        'GET /solicitacao/41': {
          status: 200,
          data: demandDetail({ status: 'FINALIZADO', archived: true }),
        },
      }),
      FIRM_ADMIN,
    );
    await renderDemands('/demands/edit/41', fake);
    expect(await screen.findByText('Arquivada')).toBeInTheDocument();
  });

  it('edits and saves with PUT, then says so', async () => {
    const fake = createFakeShell(responder(), FIRM_ADMIN);
    await renderDemands('/demands/edit/41', fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Demanda' }));
    await user.clear(field(/Área demandante/));
    await user.type(field(/Área demandante/), 'Jurídico');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(requestsTo(fake.requests, 'PUT /solicitacao/41')).toHaveLength(1));
    expect(
      JSON.parse(requestsTo(fake.requests, 'PUT /solicitacao/41')[0]?.data as string),
    ).toMatchObject({
      areaDemandante: 'Jurídico',
      horas: '12:30',
      valor: null,
      prazo: '2025-03-11',
    });
    expect(fake.toasts).toContainEqual({
      kind: 'success',
      message: 'Demanda editada com sucesso!',
    });
  });

  it('cancels the demand after its confirmation', async () => {
    const fake = createFakeShell(responder(), FIRM_ADMIN);
    await renderDemands('/demands/edit/41', fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar Demanda' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancelar Demanda' });
    expect(dialog).toHaveTextContent(
      'Tem certeza que deseja cancelar esta demanda? O time Daniel Law não dará continuidade a esta solicitação.',
    );
    expect(within(dialog).getByRole('button', { name: 'Não' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, quero cancelar' }));

    await waitFor(() =>
      expect(requestsTo(fake.requests, 'PATCH /solicitacao/41')[0]?.params).toEqual({
        status: 'CANCELADO',
      }),
    );
    expect(fake.toasts).toContainEqual({ kind: 'success', message: 'Status alterado com sucesso' });
  });

  it('hides edit and cancel from a client administrator on a demand the firm created', async () => {
    const fake = createFakeShell(
      responder({
        'GET /solicitacao/41': {
          status: 200,
          data: demandDetail({
            createdBy: { name: 'Equipe', client: null, employeeDanielLaw: 1 },
          }),
        },
      }),
      CLIENT_ADMINISTRATOR,
    );
    await renderDemands('/demands/edit/41', fake);
    await screen.findByText('04/03/2025');

    expect(screen.queryByRole('button', { name: 'Editar Demanda' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar Demanda' })).not.toBeInTheDocument();
  });

  it('lets a client administrator edit a demand a client user created', async () => {
    await renderDemands('/demands/edit/41', createFakeShell(responder(), CLIENT_ADMINISTRATOR));
    expect(await screen.findByRole('button', { name: 'Editar Demanda' })).toBeInTheDocument();
  });
});

describe('staff demand form: what users hit', () => {
  it('refuses a deadline in the past', async () => {
    const fake = createFakeShell(responder(), FIRM_ADMIN);
    await renderDemands('/demands/new', fake);
    await waitFor(() => expect(field(/^Cliente/)).toHaveValue('1001'));
    const user = await fillNewDemand({ prazo: '01012020' });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findAllByText('O prazo não pode ser anterior à data atual'),
    ).not.toHaveLength(0);
    expect(requestsTo(fake.requests, 'POST /solicitacao')).toHaveLength(0);
  });

  it('names the Tipo de Avaliação choices, never their codes', async () => {
    await renderDemands('/demands/new', createFakeShell(responder(), FIRM_ADMIN));
    await userEvent.setup().selectOptions(field(/Tipo de Serviço\/Modalidade/), 'Contrato');
    const options = within(field(/Tipo de Avaliação/) as HTMLElement)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Proteção de Dados', 'Geral']));
    expect(options).not.toContain('PROTECAO_DE_DADOS');
  });

  it('drops minutes above 59 as they are typed', async () => {
    await renderDemands('/demands/new', createFakeShell(responder(), FIRM_ADMIN));
    await userEvent.setup().type(field(/^Horas/), '10:75');
    expect(field(/^Horas/)).toHaveValue('10:5');
  });

  it('clears a calculated value when the hours no longer read as hours', async () => {
    const fake = createFakeShell(responder(), FIRM_ADMIN);
    await renderDemands('/demands/new', fake);
    await waitFor(() => expect(field(/^Cliente/)).toHaveValue('1001'));
    const user = userEvent.setup();
    await user.type(field(/^Horas/), '0130');
    await waitFor(() => expect(field('Valor')).toHaveValue('450,00'));
    await user.clear(field(/^Horas/));
    await waitFor(() => expect(field('Valor')).toHaveValue(''));
  });

  it('keeps a value typed by hand when the hours of an opened demand change', async () => {
    const fake = createFakeShell(
      responder({
        'GET /solicitacao/41': {
          status: 200,
          data: demandDetail({ valor: 4000, valorInformado: true }),
        },
      }),
      FIRM_ADMIN,
    );
    await renderDemands('/demands/edit/41', fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Demanda' }));
    await user.clear(field(/^Horas/));
    await user.type(field(/^Horas/), '1000');
    expect(field('Valor')).toHaveValue('4.000,00');
  });

  it('saves a Prazo edited on an SLA demand as a customised deadline', async () => {
    const fake = createFakeShell(
      responder({
        'GET /solicitacao/41': {
          status: 200,
          data: demandDetail({ prazoAtendimento: 'SLA' }),
        },
      }),
      FIRM_ADMIN,
    );
    await renderDemands('/demands/edit/41', fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Demanda' }));
    await user.clear(field(/^Prazo \*/));
    await user.type(field(/^Prazo \*/), '20052030');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(requestsTo(fake.requests, 'PUT /solicitacao/41')).toHaveLength(1));
    expect(
      JSON.parse(requestsTo(fake.requests, 'PUT /solicitacao/41')[0]?.data as string),
    ).toMatchObject({ prazoAtendimento: 'CUSTOMIZADO', prazo: '2030-05-20' });
  });
});

describe('staff demand form: closed, missing and required (issue 11)', () => {
  it('marks every field of the staff schema as required, the client included', async () => {
    const fake = createFakeShell(responder(), FIRM_ADMIN);
    await renderDemands('/demands/new', fake);
    await screen.findByRole('option', { name: 'Acme Indústria Ltda' });
    for (const label of [
      /^Cliente/,
      /Tipo de Serviço\/Modalidade/,
      /Título da Demanda/,
      /Área Interna/,
      /Área demandante/,
      /Autor da Demanda/,
      /Prazo de atendimento/,
      /Descrição do trabalho/,
      /Advogado\(a\)/,
      // Not in the schema's list, but an empty value is refused on submit (spec 2 section 5,
      // 'Valor de horas inválido'): it carries the mark too (demands m10).
      /^Horas/,
    ]) {
      const control = field(label);
      expect(control).toHaveAttribute('aria-required', 'true');
      // The visible mark: the label reads 'Nome *'.
      const labelText = document.querySelector(`label[for="${control.id}"]`)?.textContent ?? '';
      expect(labelText).toMatch(/ \*$/);
    }
    const consumo = screen.getByRole('group', {
      name: /Solicitação válida para consumo de horas\?/,
    });
    expect(consumo.querySelector('legend')?.textContent).toMatch(/ \*$/);
  });

  it('offers neither Editar Demanda nor the cancel button on a cancelled demand', async () => {
    const fake = createFakeShell(
      responder({
        'GET /solicitacao/41': { status: 200, data: demandDetail({ status: 'CANCELADO' }) },
      }),
      FIRM_ADMIN,
    );
    await renderDemands('/demands/edit/41', fake);
    expect(await screen.findByText('Cancelado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar Demanda' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar Demanda' })).not.toBeInTheDocument();
    expect(field(/Título da Demanda/)).toBeDisabled();
  });

  it.each([
    [
      'an unknown or forbidden id',
      '/demands/edit/41',
      { status: 404, data: { message: 'Solicitação não encontrada' } },
    ],
    ['an id that is no number', '/demands/edit/abc', undefined],
  ])('shows a not-found state with a way back for %s', async (_, path, answer) => {
    const fake = createFakeShell(
      responder(answer ? { 'GET /solicitacao/41': answer } : {}),
      FIRM_ADMIN,
    );
    await renderDemands(path, fake);
    const state = await screen.findByRole('alert');
    expect(state).toHaveTextContent('Solicitação não encontrada ou sem acesso.');
    // The page says it itself: no toast on top of it.
    expect(fake.toasts).toEqual([]);
    await userEvent.click(within(state).getByRole('button', { name: 'Voltar para Solicitações' }));
    expect(fake.navigate).toHaveBeenLastCalledWith('/demands');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FirmCalendarYear } from '@dpohub/domain';
import {
  createFakeShell,
  fakeDateOnly,
  requestsTo,
  routeResponder,
} from '@dpohub/shared-ui/testing';
import { renderAdmin } from '../test/render-admin';
import { FIRM_ADMIN } from '../test/session-users';

const YEAR_2027: FirmCalendarYear = {
  ano: 2027,
  sede: { uf: 'SP', cidade: 'SP', nome: 'São Paulo/SP' },
  diasFechados: [
    { date: '2027-01-25', name: 'Aniversário da Cidade', kind: 'municipal' },
    { date: '2027-02-08', name: 'Carnaval (segunda-feira)', kind: 'carnaval' },
    { date: '2027-05-27', name: 'Corpus Christi', kind: 'corpusChristi' },
    { date: '2027-07-09', name: 'Revolução Constitucionalista', kind: 'estadual' },
    { date: '2027-12-20', name: 'Recesso de fim de ano', kind: 'escritorio' },
  ],
  fechamentos: [
    { id: 7, inicio: '2027-12-20', fim: '2027-12-31', descricao: 'Recesso de fim de ano' },
  ],
  quartaDeCinzas: { data: '2027-02-10', abertura: '13h' },
};

function calendarShell() {
  return createFakeShell(
    routeResponder({
      'GET /calendario': { status: 200, data: YEAR_2027 },
      'GET /calendario/sedes': {
        status: 200,
        data: [
          { uf: 'RJ', nome: 'Rio de Janeiro', cidades: [{ codigo: 'RJ', nome: 'Rio de Janeiro' }] },
          { uf: 'SP', nome: 'São Paulo', cidades: [{ codigo: 'SP', nome: 'São Paulo' }] },
        ],
      },
      'PUT /calendario/sede': {
        status: 200,
        data: { uf: 'RJ', cidade: 'RJ', nome: 'Rio de Janeiro/RJ' },
      },
      'POST /calendario/fechamentos': {
        status: 201,
        data: { id: 8, inicio: '2027-03-29', fim: '2027-03-29', descricao: 'Emenda' },
      },
      'DELETE /calendario/fechamentos/7': { status: 204 },
      'GET /escritorio/email-resposta': { status: 200, data: { replyTo: null } },
    }),
    FIRM_ADMIN,
  );
}

describe('CalendarPage (/calendar)', () => {
  beforeEach(() => {
    // Only the date is fixed: the page opens on 2027.
    fakeDateOnly(new Date('2027-03-01T12:00:00-03:00'));
  });
  afterEach(() => jest.useRealTimers());

  it("shows the year's closed days with their kind, Ash Wednesday's hours and the firm's closures", async () => {
    const fake = calendarShell();
    await renderAdmin('/calendar', fake);
    expect(fake.setTitle).toHaveBeenCalledWith('Calendário');
    const table = await screen.findByRole('table', { name: 'Dias fechados' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '25/01/2027 (segunda)Aniversário da CidadeFeriado municipal',
      '08/02/2027 (segunda)Carnaval (segunda-feira)Carnaval',
      '27/05/2027 (quinta)Corpus ChristiCorpus Christi',
      '09/07/2027 (sexta)Revolução ConstitucionalistaFeriado estadual',
      '20/12/2027 (segunda)Recesso de fim de anoFechamento do escritório',
    ]);
    expect(
      screen.getByText(/Quarta-feira de Cinzas: o escritório abre às 13h; conta como dia útil\./),
    ).toHaveTextContent('(10/02/2027)');
    expect(screen.getByText('Recesso de fim de ano', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('20/12/2027 a 31/12/2027')).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'GET /calendario')[0]?.params).toEqual({ ano: '2027' });
  });

  it('adds a one-day closure with the exact request, then reads the year again', async () => {
    const fake = calendarShell();
    await renderAdmin('/calendar', fake);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Novo fechamento' });
    await user.type(within(form).getByLabelText(/Início/), '29032027');
    await user.type(within(form).getByLabelText(/Descrição/), 'Emenda');
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }));

    await waitFor(() =>
      expect(requestsTo(fake.requests, 'POST /calendario/fechamentos')).toHaveLength(1),
    );
    expect(
      JSON.parse(requestsTo(fake.requests, 'POST /calendario/fechamentos')[0]!.data as string),
    ).toEqual({
      inicio: '2027-03-29',
      fim: null,
      descricao: 'Emenda',
    });
    expect(fake.toasts).toContainEqual({
      kind: 'success',
      message: 'Fechamento cadastrado com sucesso!',
    });
    await waitFor(() => expect(requestsTo(fake.requests, 'GET /calendario')).toHaveLength(2));
  });

  it('requires the start and the description before sending', async () => {
    const fake = calendarShell();
    await renderAdmin('/calendar', fake);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Novo fechamento' });
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(await within(form).findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(requestsTo(fake.requests, 'POST /calendario/fechamentos')).toHaveLength(0);
  });

  it('refuses a day that does not exist, and empties the form after an add', async () => {
    const fake = calendarShell();
    await renderAdmin('/calendar', fake);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Novo fechamento' });
    await user.type(within(form).getByLabelText(/Início/), '31022027');
    await user.type(within(form).getByLabelText(/Descrição/), 'Emenda');
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(await within(form).findByText('Formato de data inválida')).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'POST /calendario/fechamentos')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/Início/));
    await user.type(within(form).getByLabelText(/Início/), '29032027');
    expect(within(form).queryByText('Formato de data inválida')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(requestsTo(fake.requests, 'POST /calendario/fechamentos')).toHaveLength(1),
    );
    await waitFor(() => expect(within(form).getByLabelText(/Descrição/)).toHaveValue(''));
    expect(within(form).getByLabelText(/Início/)).toHaveValue('');
    expect(within(form).queryByText('Campo obrigatório')).not.toBeInTheDocument();
  });

  it('removes a closure after the confirmation', async () => {
    const fake = calendarShell();
    await renderAdmin('/calendar', fake);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Excluir o fechamento Recesso de fim de ano' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Excluir fechamento' });
    expect(dialog).toHaveTextContent(
      'Excluir o fechamento "Recesso de fim de ano"? Os prazos voltam a contar esses dias como úteis.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(requestsTo(fake.requests, 'DELETE /calendario/fechamentos/7')).toHaveLength(1),
    );
    expect(fake.toasts).toContainEqual({
      kind: 'success',
      message: 'Fechamento excluído com sucesso!',
    });
  });

  it("changes the firm's seat", async () => {
    const fake = calendarShell();
    await renderAdmin('/calendar', fake);
    const user = userEvent.setup();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Rio de Janeiro' })).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Estado'), 'RJ');
    await user.selectOptions(screen.getByLabelText('Cidade'), 'RJ');
    await user.click(screen.getByRole('button', { name: 'Salvar sede' }));
    await waitFor(() => expect(requestsTo(fake.requests, 'PUT /calendario/sede')).toHaveLength(1));
    expect(
      JSON.parse(requestsTo(fake.requests, 'PUT /calendario/sede')[0]!.data as string),
    ).toEqual({
      uf: 'RJ',
      cidade: 'RJ',
    });
    expect(fake.toasts).toContainEqual({ kind: 'success', message: 'Sede salva com sucesso!' });
  });

  it('moves to the next year', async () => {
    const fake = calendarShell();
    await renderAdmin('/calendar', fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ano 2028' }));
    await waitFor(() =>
      expect(requestsTo(fake.requests, 'GET /calendario').map((r) => r.params)).toEqual([
        { ano: '2027' },
        { ano: '2028' },
      ]),
    );
  });
});

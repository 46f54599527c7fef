import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createFakeShell,
  fakeDateOnly,
  requestsTo,
  routeResponder,
} from '@dpohub/shared-ui/testing';
import { renderAdmin } from '../test/render-admin';
import { FIRM_ADMIN } from '../test/session-users';

// Thursday 17/12/2026 at noon in São Paulo. With the firm's recess (21-31/12) and New Year's
// Day: Fri 18 (1), Mon 04/01/2027 (2), Tue 05 (3), Wed 06 (4), Thu 07 (5).
const NOW = new Date('2026-12-17T15:00:00Z');

const recess = Array.from({ length: 11 }, (_, index) => ({
  date: `2026-12-${String(21 + index).padStart(2, '0')}`,
  name: 'Recesso de fim de ano',
  kind: 'escritorio',
}));

function contractShell(clients: object[]) {
  return createFakeShell(
    routeResponder({
      'GET /client/all': { status: 200, data: clients },
      'GET /client/4101/functions': {
        status: 200,
        data: { clientId: 4101, functions: ['ropa'] },
      },
      'GET /client/4101': {
        status: 200,
        data: { id: 4101, name: 'Épsilon Energia', enableHoursBank: false },
      },
      'GET /calendario': (request) => {
        const ano = Number(request.params?.ano);
        return {
          status: 200,
          data: { ano, diasFechados: ano === 2026 ? recess : [], fechamentos: [] },
        };
      },
      'POST /client/4101/encerrar-contrato': {
        status: 200,
        data: {
          id: 4101,
          name: 'Épsilon Energia',
          enableHoursBank: false,
          contract: { endedOn: '2026-12-17', readOnlyUntil: '2027-01-07', dataErasedOn: null },
        },
      },
    }),
    FIRM_ADMIN,
  );
}

const EPSILON = { id: 4101, name: 'Épsilon Energia', enableHoursBank: false };

// Only the date is fixed: the dialog's timers and the user's clicks run as usual.
beforeEach(() => fakeDateOnly(NOW));
afterEach(() => jest.useRealTimers());

/** /clients with Épsilon chosen, its contract in force, and 'Encerrar contrato' clicked. */
async function openEndContract() {
  const fake = contractShell([EPSILON]);
  await renderAdmin('/clients', fake);
  const user = userEvent.setup();
  await screen.findByRole('option', { name: 'Épsilon Energia' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Cliente' }), 'Épsilon Energia');
  const section = await screen.findByRole('region', { name: 'Contrato' });
  expect(within(section).getByText('Contrato em vigor.')).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Encerrar contrato' }));
  return { fake, user, section };
}

describe("'Encerrar contrato' on /clients", () => {
  it('states the consequence and the last read-only day on the firm calendar, then ends it', async () => {
    const { fake, user, section } = await openEndContract();

    const dialog = await screen.findByRole('dialog', { name: 'Encerrar contrato' });
    expect(
      await within(dialog).findByText(
        'Os usuários de Épsilon Energia serão avisados por e-mail e terão acesso somente para consulta e download até 07/01/2027 (5 dias úteis). Depois disso, os arquivos e os dados pessoais do cliente serão excluídos; ficam apenas os registros de faturamento que o escritório deve guardar por lei. Esta ação não pode ser desfeita.',
      ),
    ).toBeInTheDocument();
    expect(requestsTo(fake.requests, 'GET /calendario').map((r) => r.params)).toEqual([
      { ano: '2026' },
      { ano: '2027' },
    ]);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' }),
      'Fim da assessoria',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar contrato' }));

    await waitFor(() =>
      expect(fake.toasts).toEqual([
        { kind: 'success', message: 'Contrato encerrado com sucesso.' },
      ]),
    );
    const sent = requestsTo(fake.requests, 'POST /client/4101/encerrar-contrato');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ motivo: 'Fim da assessoria' });
    expect(screen.queryByRole('dialog', { name: 'Encerrar contrato' })).not.toBeInTheDocument();
    expect(within(section).getByText('Contrato encerrado em 17/12/2026')).toBeInTheDocument();
    expect(
      within(section).getByText(
        'Usuários do cliente com acesso somente para consulta e download até 07/01/2027.',
      ),
    ).toBeInTheDocument();
    // The picker reads the list again, to show the new state.
    await waitFor(() => expect(requestsTo(fake.requests, 'GET /client/all')).toHaveLength(2));
  });

  it('sends nothing when the firm cancels', async () => {
    const { fake, user } = await openEndContract();
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar contrato' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(requestsTo(fake.requests, 'POST /client/4101/encerrar-contrato')).toHaveLength(0);
  });

  it('shows the ended and erased states in the client list', async () => {
    const fake = contractShell([
      {
        id: 1002,
        name: 'Beta Serviços S.A.',
        enableHoursBank: false,
        contract: {
          endedOn: '2026-11-27',
          readOnlyUntil: '2026-12-04',
          dataErasedOn: '2026-12-07',
        },
      },
      {
        ...EPSILON,
        contract: { endedOn: '2026-12-17', readOnlyUntil: '2027-01-07', dataErasedOn: null },
      },
    ]);
    await renderAdmin('/clients', fake);
    expect(
      await screen.findByRole('option', {
        name: 'Beta Serviços S.A. (Dados excluídos em 07/12/2026)',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: 'Épsilon Energia (Contrato encerrado em 17/12/2026)' }),
    ).toBeInTheDocument();
  });
});

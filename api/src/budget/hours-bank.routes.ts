import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BUDGET_MESSAGES,
  BURN_DOWN_MONTHS,
  FEATURES,
  apiToDisplayDate,
  brazilianDay,
  burnDown,
  checkHoursBankPayload,
  checkRemoval,
  contractingOf,
  formatBRL,
  formatDuration,
  hoursBankAlerts,
  hoursBankState,
  hoursPace,
  hoursProgress,
  periodStartDay,
  runOutMessage,
  type IsoDay,
  type PackState,
} from '@dpohub/domain';
import {
  BudgetQuery,
  ContractingInfo,
  HoursBankMovement,
  HoursBankMovementBody,
  HoursBankOverview,
  HoursProgress,
} from '@dpohub/domain/wire';
import { findFirmProfile } from '../assessments/agent-profile-repository';
import { recordAudit, requestActor } from '../audit/audit-writer';
import { signedIn } from '../auth/access-control';
import { lockClient } from '../client-prices/client-price-repository';
import { findClient } from '../clients/client-repository';
import { badRequest, notFound } from '../errors/api-error';
import { budgetClient, viewDays } from './budget-scope';
import { clientLedger, clientMovements, dailyUses, insertMovement } from './hours-bank-repository';

const tags = ['controle-orcamentario'];
const access = FEATURES.budgetControl;

/** The first day of the burn-down's first month (12 months to today's). */
function burnDownStart(today: IsoDay): IsoDay {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - (BURN_DOWN_MONTHS - 1);
  const start = new Date(Date.UTC(year, month - 1, 1));
  return start.toISOString().slice(0, 10);
}

const SITUATION = { inForce: 'VIGENTE', expired: 'EXPIRADO', future: 'FUTURO' } as const;

/**
 * The hours bank (spec 2 sections 2.8, 3 and 7): the card's figures are the state of the packs
 * in force today, whatever the period filter (budget M2, M3); the periods are still checked so a
 * malformed one gets its message. POST /banco-horas records a pack or a removal as a ledger
 * movement, a removal never past the balance of the packs in force (M5).
 */
export const hoursBankRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The one client a call needs (the hours bank is per client), after the access checks. */
  async function requiredClient(
    request: { query: BudgetQuery },
    principal: Parameters<typeof budgetClient>[0],
  ) {
    viewDays(request.query);
    const clientId = budgetClient(principal, request.query.idCliente);
    if (clientId === null) throw badRequest(BUDGET_MESSAGES.clientRequired);
    if (!(await findClient(app.db, clientId))) throw notFound(BUDGET_MESSAGES.clientNotFound);
    return clientId;
  }

  async function stateToday(clientId: number) {
    const today = brazilianDay(app.clock.now());
    const { ledger, movements } = await clientLedger(app.db, clientId, burnDownStart(today));
    return { today, ledger, movements, state: hoursBankState(ledger, today) };
  }

  app.get(
    '/controle-orcamentario/contratacao',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Value of the packs in force today and the last of their expiries',
        querystring: BudgetQuery,
        response: { 200: ContractingInfo },
      },
    },
    async (request) => {
      const { principal } = signedIn(request);
      const clientId = await requiredClient(request, principal);
      const { contratado, expiresOn } = contractingOf((await stateToday(clientId)).state);
      return { contratado, expiracao: expiresOn ? apiToDisplayDate(expiresOn) : null };
    },
  );

  app.get(
    '/controle-orcamentario/barra-progresso',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Hours contracted, used and the balance of the packs in force today',
        querystring: BudgetQuery,
        response: { 200: HoursProgress },
      },
    },
    async (request) => {
      const { principal } = signedIn(request);
      const clientId = await requiredClient(request, principal);
      return hoursProgress((await stateToday(clientId)).state);
    },
  );

  app.get(
    '/controle-orcamentario/banco-horas',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'The hours bank today: every pack with its use and balance, the alerts, the last 12 months and the forecast',
        querystring: BudgetQuery,
        response: { 200: HoursBankOverview },
      },
    },
    async (request) => {
      const { principal } = signedIn(request);
      const clientId = await requiredClient(request, principal);
      const { today, ledger, movements, state } = await stateToday(clientId);
      const view = (
        pack: PackState | (typeof movements.packs)[number],
        situacao: keyof typeof SITUATION,
      ) => {
        const figures = 'balance' in pack ? pack : { removed: 0, used: 0, balance: pack.minutes };
        return {
          id: pack.id,
          descricao: pack.descricao,
          quantidade: formatDuration(pack.minutes),
          valor: pack.valor,
          dataInicio: pack.startsOn,
          dataExpiracao: pack.expiresOn,
          removida: formatDuration(figures.removed),
          consumida: formatDuration(figures.used),
          saldo: formatDuration(figures.balance),
          situacao: SITUATION[situacao],
          createdBy: movements.packBy.get(pack.id) ?? '',
        };
      };
      const pace = hoursPace(ledger, state);
      return {
        hoje: today,
        pacotes: [
          ...state.packs.map((pack) => view(pack, pack.status)),
          ...movements.packs
            .filter((pack) => pack.startsOn > today)
            .map((pack) => view(pack, 'future')),
        ],
        alertas: hoursBankAlerts(state).map((alert) => ({
          tipo: alert.kind,
          mensagem: alert.message,
        })),
        meses: burnDown(ledger, today).map((month) => ({
          mes: month.month,
          consumidaMinutos: month.used,
          contratadaMinutos: month.contracted,
          saldoMinutos: month.balance,
        })),
        ritmo: {
          mensal: formatDuration(pace.monthlyMinutes),
          mensagem: runOutMessage(pace.runOut),
          saldoAcabaEm: pace.runOut.kind === 'runsOut' ? pace.runOut.day : null,
        },
        contatoEscritorio: (await findFirmProfile(app.db))?.email.trim() || null,
      };
    },
  );

  app.post(
    '/banco-horas',
    {
      config: { access: FEATURES.addRemoveHours },
      schema: {
        tags: ['banco-horas'],
        summary: 'Add a pack of hours or remove hours (a new ledger movement)',
        body: HoursBankMovementBody,
        response: { 201: HoursBankMovement },
      },
    },
    async (request, reply) => {
      const { account } = signedIn(request);
      const now = app.clock.now();
      const today = brazilianDay(now);
      const checked = checkHoursBankPayload(request.body, today);
      if ('problem' in checked) throw badRequest(checked.problem);
      const clientId = request.body.client.id;
      const id = await app.db.transaction(async (tx) => {
        // One movement of a client at a time: two removals never both pass the balance check.
        if (!(await lockClient(tx, clientId))) throw notFound(BUDGET_MESSAGES.clientNotFound);
        const client = (await findClient(tx, clientId))!;
        if (checked.kind === 'removal') {
          const movements = await clientMovements(tx, clientId);
          const since = movements.packs.reduce((a, p) => (p.startsOn < a ? p.startsOn : a), today);
          const state = hoursBankState(
            { ...movements, uses: await dailyUses(tx, clientId, since) },
            today,
          );
          const problem = checkRemoval(state, checked);
          if (problem) throw badRequest(problem);
        }
        const added = await insertMovement(tx, {
          clientId,
          kind: checked.kind,
          minutes: checked.kind === 'pack' ? checked.minutes : -checked.minutes,
          valor: checked.kind === 'pack' ? checked.valor : null,
          startsOn:
            checked.kind === 'pack' ? checked.startsOn : periodStartDay(checked.dataInicial)!,
          expiresOn: checked.kind === 'pack' ? checked.expiresOn : null,
          descricao: checked.kind === 'pack' ? checked.descricao : null,
          createdByUserId: account.id,
          createdAt: now,
        });
        // Who moved which client's hours, in the movement's transaction.
        await recordAudit(tx, app.clock, {
          kind: checked.kind === 'pack' ? 'client.hoursAdded' : 'client.hoursRemoved',
          actor: requestActor(request),
          clientId,
          record: { id: clientId, label: client.name },
          changes:
            checked.kind === 'pack'
              ? [
                  { field: 'quantidade', after: formatDuration(checked.minutes) },
                  { field: 'valor', after: formatBRL(checked.valor) },
                  { field: 'dataInicio', after: apiToDisplayDate(checked.startsOn) },
                  { field: 'dataExpiracao', after: apiToDisplayDate(checked.expiresOn) },
                  ...(checked.descricao ? [{ field: 'descricao', after: checked.descricao }] : []),
                ]
              : [
                  { field: 'quantidade', after: formatDuration(-checked.minutes) },
                  { field: 'dataInicial', after: checked.dataInicial },
                ],
        });
        return added;
      });
      await app.notifications.hoursBankChanged(clientId);
      const pack = checked.kind === 'pack' ? checked : null;
      return reply.code(201).send({
        id,
        client: { id: clientId },
        quantidade: formatDuration(pack ? pack.minutes : -checked.minutes),
        valor: pack?.valor ?? null,
        dataExpiracao: pack?.expiresOn ?? null,
        dataInicio: pack?.startsOn ?? null,
        descricao: pack?.descricao ?? null,
        dataInicial: checked.kind === 'removal' ? checked.dataInicial : null,
        createdAt: now.toISOString(),
        createdBy: account.name,
      });
    },
  );
};

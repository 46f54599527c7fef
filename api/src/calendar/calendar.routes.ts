import { and, eq, gte, lte } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  ASH_WEDNESDAY_OPENING,
  CALENDAR_API_MESSAGES,
  CALENDAR_FEATURES,
  FIRM_CLOSURE_DESCRIPTION_MAX,
  FIRM_CLOSURE_MAX_DAYS,
  ashWednesday,
  calendarDay,
  changesBetween,
  daysFrom,
  isCalendarDay,
  type BusinessCalendar,
  type ClosedDay,
  type FirmCalendarYear,
  type FirmClosure,
  type FirmClosureRequest,
  type FirmSeat,
  type FirmSeatRequest,
  type SeatOption,
} from '@dpohub/domain';
import { recordAudit, recordChanges, requestActor } from '../audit/audit-writer';
import { signedIn } from '../auth/access-control';
import { firmClosures } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors/api-error';
import { FIRM_SETTINGS_ROW, firmClosuresIn, firmSeat, saveFirmSeat } from './firm-calendar';
import { describeSeat, seatName, seatOptions } from './seat-holidays';

const day = { type: 'string', description: 'yyyy-MM-dd' } as const;
const closedDaySchema = {
  type: 'object',
  required: ['date', 'name', 'kind'],
  properties: { date: day, name: { type: 'string' }, kind: { type: 'string' } },
} as const;
const closureSchema = {
  type: 'object',
  required: ['id', 'inicio', 'fim', 'descricao'],
  properties: { id: { type: 'integer' }, inicio: day, fim: day, descricao: { type: 'string' } },
} as const;
const seatSchema = {
  type: 'object',
  required: ['uf', 'cidade', 'nome'],
  properties: {
    uf: { type: 'string' },
    cidade: { type: ['string', 'null'] },
    nome: { type: 'string' },
  },
} as const;

/** The fields of a closure an audit event names. */
const CLOSURE_FIELDS = ['inicio', 'fim', 'descricao'] as const;

// Years a calendar may be asked for: deadlines, reports and recesses of a working life.
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** The closed days of a year as the firm's calendar sees them (the closures' names win). */
function closedDaysOf(calendar: BusinessCalendar, year: number): ClosedDay[] {
  return daysFrom(calendarDay(year, 1, 1), calendarDay(year, 12, 31)).flatMap(
    (date) => calendar.closedDay(date) ?? [],
  );
}

function closurePeriod(body: FirmClosureRequest): { inicio: string; fim: string } {
  const inicio = body.inicio.trim();
  const fim = (body.fim ?? '').trim() || inicio;
  if (!isCalendarDay(inicio))
    throw badRequest(CALENDAR_API_MESSAGES.invalidStart, { field: 'inicio' });
  if (!isCalendarDay(fim)) throw badRequest(CALENDAR_API_MESSAGES.invalidEnd, { field: 'fim' });
  if (fim < inicio) throw badRequest(CALENDAR_API_MESSAGES.endBeforeStart, { field: 'fim' });
  if (daysFrom(inicio, fim).length > FIRM_CLOSURE_MAX_DAYS) {
    throw badRequest(CALENDAR_API_MESSAGES.tooLong, { field: 'fim' });
  }
  return { inicio, fim };
}

/**
 * The firm's calendar (issue 29): the closed days of a year, read by every signed-in user (the
 * request forms check deadlines with the same rule as the API), and the firm's closures and
 * seat, kept by firm staff in the 'Calendário' screen. Every change reaches every clock at once
 * on this replica and within 30 s on the others.
 */
export const calendarRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { ano: number } }>(
    '/',
    {
      config: { access: CALENDAR_FEATURES.read },
      schema: {
        tags: ['calendar'],
        summary: "The firm's closed days of a year: holidays, the seat's holidays and closures",
        querystring: {
          type: 'object',
          required: ['ano'],
          properties: { ano: { type: 'integer', minimum: FIRST_YEAR, maximum: LAST_YEAR } },
        },
        response: {
          200: {
            type: 'object',
            required: ['ano', 'sede', 'diasFechados', 'fechamentos', 'quartaDeCinzas'],
            properties: {
              ano: { type: 'integer' },
              sede: seatSchema,
              diasFechados: { type: 'array', items: closedDaySchema },
              fechamentos: { type: 'array', items: closureSchema },
              quartaDeCinzas: {
                type: 'object',
                required: ['data', 'abertura'],
                properties: { data: day, abertura: { type: 'string' } },
              },
            },
          },
        },
      },
    },
    async (request): Promise<FirmCalendarYear> => {
      const year = request.query.ano;
      const [seat, calendar, closures] = await Promise.all([
        firmSeat(app.db),
        app.firmCalendar.current(),
        firmClosuresIn(app.db, { first: calendarDay(year, 1, 1), last: calendarDay(year, 12, 31) }),
      ]);
      return {
        ano: year,
        sede: describeSeat(seat),
        diasFechados: closedDaysOf(calendar, year),
        fechamentos: closures,
        quartaDeCinzas: { data: ashWednesday(year), abertura: ASH_WEDNESDAY_OPENING },
      };
    },
  );

  app.get(
    '/sedes',
    {
      config: { access: CALENDAR_FEATURES.manage },
      schema: {
        tags: ['calendar'],
        summary: 'The states, and the cities whose holidays the calendar knows',
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['uf', 'nome', 'cidades'],
              properties: {
                uf: { type: 'string' },
                nome: { type: 'string' },
                cidades: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['codigo', 'nome'],
                    properties: { codigo: { type: 'string' }, nome: { type: 'string' } },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (): Promise<SeatOption[]> => seatOptions(),
  );

  app.put<{ Body: FirmSeatRequest }>(
    '/sede',
    {
      config: { access: CALENDAR_FEATURES.manage },
      schema: {
        tags: ['calendar'],
        summary: "Sets the firm's seat: its state's and city's holidays close the firm",
        body: {
          type: 'object',
          required: ['uf'],
          additionalProperties: false,
          properties: {
            uf: { type: 'string', maxLength: 2 },
            cidade: { type: ['string', 'null'], maxLength: 40 },
          },
        },
        response: { 200: seatSchema },
      },
    },
    async (request): Promise<FirmSeat> => {
      const uf = request.body.uf.trim().toUpperCase();
      const cidade = request.body.cidade?.trim() || null;
      const state = seatOptions().find((option) => option.uf === uf);
      if (!state) throw badRequest(CALENDAR_API_MESSAGES.unknownState, { field: 'uf' });
      if (cidade !== null && seatName({ uf, cidade }) === null) {
        throw badRequest(CALENDAR_API_MESSAGES.unknownCity, { field: 'cidade' });
      }
      await app.db.transaction(async (tx) => {
        const before = await firmSeat(tx);
        await saveFirmSeat(tx, { uf, cidade }, app.clock.now());
        await recordChanges(
          tx,
          app.clock,
          {
            kind: 'calendar.seatChanged',
            actor: requestActor(request),
            clientId: null,
            record: { id: FIRM_SETTINGS_ROW, label: seatName({ uf, cidade }) },
          },
          { before, after: { uf, cidade }, fields: ['uf', 'cidade'] },
        );
      });
      app.firmCalendar.invalidate();
      return describeSeat({ uf, cidade });
    },
  );

  app.post<{ Body: FirmClosureRequest }>(
    '/fechamentos',
    {
      config: { access: CALENDAR_FEATURES.manage },
      schema: {
        tags: ['calendar'],
        summary: 'Adds a closure of the firm: one day, or a period up to 45 days',
        body: {
          type: 'object',
          required: ['inicio', 'descricao'],
          additionalProperties: false,
          properties: {
            inicio: { type: 'string', maxLength: 10 },
            fim: { type: ['string', 'null'], maxLength: 10 },
            descricao: { type: 'string', maxLength: FIRM_CLOSURE_DESCRIPTION_MAX },
          },
        },
        response: { 201: closureSchema },
      },
    },
    async (request, reply): Promise<FirmClosure> => {
      const { account } = signedIn(request);
      const { inicio, fim } = closurePeriod(request.body);
      const descricao = request.body.descricao.trim().replace(/\s+/g, ' ');
      if (!descricao) {
        throw badRequest(CALENDAR_API_MESSAGES.descriptionRequired, { field: 'descricao' });
      }
      const created = await app.db.transaction(async (tx) => {
        const [overlap] = await tx
          .select({ id: firmClosures.id })
          .from(firmClosures)
          .where(and(lte(firmClosures.startDate, fim), gte(firmClosures.endDate, inicio)))
          .limit(1)
          .for('update');
        if (overlap) throw conflict(CALENDAR_API_MESSAGES.overlaps);
        const [row] = await tx
          .insert(firmClosures)
          .values({
            startDate: inicio,
            endDate: fim,
            description: descricao,
            createdByUserId: account.id,
            createdAt: app.clock.now(),
          })
          .returning({ id: firmClosures.id });
        const closure = { id: row!.id, inicio, fim, descricao };
        await recordAudit(tx, app.clock, {
          kind: 'calendar.closureAdded',
          actor: requestActor(request),
          clientId: null,
          record: { id: closure.id, label: descricao },
          changes: changesBetween(null, closure, CLOSURE_FIELDS),
        });
        return closure;
      });
      app.firmCalendar.invalidate();
      return reply.status(201).send(created);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/fechamentos/:id',
    {
      config: { access: CALENDAR_FEATURES.manage },
      schema: {
        tags: ['calendar'],
        summary: 'Removes a closure: its days count as business days again',
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
      },
    },
    async (request, reply) => {
      await app.db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(firmClosures)
          .where(eq(firmClosures.id, request.params.id))
          .returning({
            id: firmClosures.id,
            inicio: firmClosures.startDate,
            fim: firmClosures.endDate,
            descricao: firmClosures.description,
          });
        if (!removed) throw notFound(CALENDAR_API_MESSAGES.closureNotFound);
        await recordAudit(tx, app.clock, {
          kind: 'calendar.closureRemoved',
          actor: requestActor(request),
          clientId: null,
          record: { id: removed.id, label: removed.descricao },
          changes: changesBetween(removed, {}, CLOSURE_FIELDS),
        });
      });
      app.firmCalendar.invalidate();
      return reply.status(204).send();
    },
  );
};

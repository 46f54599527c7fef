import { and, eq, gte, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ASH_WEDNESDAY_OPENING,
  CALENDAR_API_MESSAGES,
  CALENDAR_FEATURES,
  FIRM_CLOSURE_MAX_DAYS,
  ashWednesday,
  calendarDay,
  changesBetween,
  daysFrom,
  isCalendarDay,
  type BusinessCalendar,
  type ClosedDay,
} from '@dpohub/domain';
import {
  FirmCalendarQuery,
  FirmCalendarYear,
  FirmClosure,
  FirmClosureRequest,
  FirmSeat,
  FirmSeatRequest,
  IdParams,
  SeatOptionList,
} from '@dpohub/domain/wire';
import { recordAudit, recordChanges, requestActor } from '../audit/audit-writer';
import { signedIn } from '../auth/access-control';
import { firmClosures } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors/api-error';
import { FIRM_SETTINGS_ROW, firmClosuresIn, firmSeat, saveFirmSeat } from './firm-calendar';
import { describeSeat, seatName, seatOptions } from './seat-holidays';

/** The fields of a closure an audit event names. */
const CLOSURE_FIELDS = ['inicio', 'fim', 'descricao'] as const;

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
export const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { access: CALENDAR_FEATURES.read },
      schema: {
        tags: ['calendar'],
        summary: "The firm's closed days of a year: holidays, the seat's holidays and closures",
        querystring: FirmCalendarQuery,
        response: { 200: FirmCalendarYear },
      },
    },
    async (request) => {
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
        response: { 200: SeatOptionList },
      },
    },
    async () => seatOptions(),
  );

  app.put(
    '/sede',
    {
      config: { access: CALENDAR_FEATURES.manage },
      schema: {
        tags: ['calendar'],
        summary: "Sets the firm's seat: its state's and city's holidays close the firm",
        body: FirmSeatRequest,
        response: { 200: FirmSeat },
      },
    },
    async (request) => {
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

  app.post(
    '/fechamentos',
    {
      config: { access: CALENDAR_FEATURES.manage },
      schema: {
        tags: ['calendar'],
        summary: 'Adds a closure of the firm: one day, or a period up to 45 days',
        body: FirmClosureRequest,
        response: { 201: FirmClosure },
      },
    },
    async (request, reply) => {
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

  app.delete(
    '/fechamentos/:id',
    {
      config: { access: CALENDAR_FEATURES.manage },
      schema: {
        tags: ['calendar'],
        summary: 'Removes a closure: its days count as business days again',
        params: IdParams,
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

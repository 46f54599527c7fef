import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_API_MESSAGES,
  API_MESSAGES,
  AUDIT_MESSAGES,
  FEATURES,
  changesBetween,
  PAGE_SIZE,
  brazilianDay,
  canAccessClient,
  dayBefore,
  isParticipant,
  validatePriceSave,
} from '@dpohub/domain';
import {
  ClientPriceHours,
  ClientPriceHoursCreate,
  ClientPriceHoursPage,
  ClientPriceHoursQuery,
  ClientPriceHoursUpdate,
  CurrentClientPrice,
  CurrentClientPriceParams,
  CurrentClientPriceQuery,
  IdParams,
} from '@dpohub/domain/wire';
import { recordAudit, recordChanges, requestActor } from '../audit/audit-writer';
import { signedIn } from '../auth/access-control';
import { priceInForceOn } from '../budget/budget-repository';
import { findClient } from '../clients/client-repository';
import { badRequest, forbidden, notFound } from '../errors/api-error';
import { pageRequest, parseSort, toPage } from '../lists';
import {
  closePeriod,
  currentPrice,
  findPrice,
  insertPrice,
  listPrices,
  lockClient,
  overlapsAnotherPeriod,
  updatePrice,
} from './client-price-repository';

/**
 * Client price per hour (spec 1 sections 2.11, 3, 5 and 7), admin only, plus the current price
 * the demand form reads for its value calculation (spec 2 section 2.4).
 */
/** The fields of a price period the audit trail compares. */
const PRICE_FIELDS = ['valorHora', 'vigenciaInicio', 'vigenciaFim'] as const;

export const clientPriceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { access: FEATURES.clientPrices },
      schema: {
        tags: ['client-price'],
        summary: 'Price periods by client name, newest first within a client',
        querystring: ClientPriceHoursQuery,
        response: { 200: ClientPriceHoursPage },
      },
    },
    async (request) => {
      const { query } = request;
      const paging = pageRequest(query, PAGE_SIZE.clientPrices);
      const { direction } = parseSort(query.sort, ['name'], 'name');
      const clientId = query.clientId ? Number(query.clientId) : undefined;
      const { rows, total } = await listPrices(app.db, clientId, { ...paging, direction });
      return toPage(rows, total, paging);
    },
  );

  app.get(
    '/current/:clientId',
    {
      // The demand form of the client's own users reads it too.
      config: { access: FEATURES.home },
      schema: {
        tags: ['client-price'],
        summary:
          "The client's price in force on a day (today by default; a period starting later never applies) and hours bank",
        params: CurrentClientPriceParams,
        querystring: CurrentClientPriceQuery,
        response: { 200: CurrentClientPrice },
      },
    },
    async (request) => {
      const { principal } = signedIn(request);
      const { clientId } = request.params;
      // Security L3: another client's folder number answers as a missing one.
      if (!canAccessClient(principal, clientId)) throw notFound(API_MESSAGES.clientNotFound);
      if (isParticipant(principal)) throw forbidden(API_MESSAGES.forbidden);
      const client = await findClient(app.db, clientId);
      if (!client) throw notFound(API_MESSAGES.clientNotFound);
      const current = await currentPrice(app.db, clientId);
      // The price a demand of that day is valued at (domain priceInForce, budget M1).
      const day = request.query.data ?? brazilianDay(app.clock.now());
      // Spec 1 section 3: no record means no price and no hours bank (see docs/decisions.md).
      return {
        clientId,
        valorHora: current ? await priceInForceOn(app.db, clientId, day) : null,
        enableHoursBank: current !== null && client.enableHoursBank,
      };
    },
  );

  app.put(
    '/:id',
    {
      config: { access: FEATURES.clientPrices },
      schema: {
        tags: ['client-price'],
        summary: 'Change a price period (inline edit)',
        params: IdParams,
        body: ClientPriceHoursUpdate,
        response: { 200: ClientPriceHours },
      },
    },
    async (request) => {
      const { account } = signedIn(request);
      const { id } = request.params;
      const body = request.body;
      if (body.id !== id) throw badRequest(`${API_MESSAGES.invalidValue}: id`);
      const existing = await findPrice(app.db, id);
      if (!existing) throw notFound(ADMIN_API_MESSAGES.priceNotFound);
      if (body.clientId !== existing.clientId) {
        throw badRequest(ADMIN_API_MESSAGES.priceClientMismatch);
      }
      const period = {
        id,
        clientId: existing.clientId,
        valorHora: body.valorHora,
        vigenciaInicio: body.vigenciaInicio,
        vigenciaFim: body.vigenciaFim || null,
      };
      const problem = validatePriceSave(period);
      if (problem) throw badRequest(problem);
      await app.db.transaction(async (tx) => {
        await lockClient(tx, period.clientId);
        if (await overlapsAnotherPeriod(tx, period)) {
          throw badRequest(ADMIN_API_MESSAGES.pricePeriodOverlap);
        }
        // The author of the change is the signed-in user, whatever userId the body names.
        await updatePrice(tx, period, account.id, app.clock.now());
        await recordChanges(
          tx,
          app.clock,
          {
            kind: 'client.priceChanged',
            actor: requestActor(request),
            clientId: existing.clientId,
            record: { id: existing.clientId, label: existing.clientName },
            note: AUDIT_MESSAGES.pricePeriodNote(id),
          },
          { before: existing, after: period, fields: PRICE_FIELDS },
        );
      });
      const saved = await findPrice(app.db, id);
      if (!saved) throw notFound(ADMIN_API_MESSAGES.priceNotFound);
      return saved;
    },
  );

  app.post(
    '/',
    {
      config: { access: FEATURES.clientPrices },
      schema: {
        tags: ['client-price'],
        summary: 'Start a new price period, closing the open one the day before',
        body: ClientPriceHoursCreate,
        response: { 201: ClientPriceHours },
      },
    },
    async (request, reply) => {
      const { account } = signedIn(request);
      const { clientId, valorHora, vigenciaInicio } = request.body;
      const problem = validatePriceSave({ valorHora, vigenciaInicio, vigenciaFim: null });
      if (problem) throw badRequest(problem);
      const now = app.clock.now();
      const id = await app.db.transaction(async (tx) => {
        if (!(await lockClient(tx, clientId))) throw badRequest(API_MESSAGES.clientNotFound);
        const current = await currentPrice(tx, clientId);
        if (current && vigenciaInicio <= current.vigenciaInicio) {
          throw badRequest(ADMIN_API_MESSAGES.priceStartNotAfterCurrent);
        }
        const closesOn = dayBefore(vigenciaInicio);
        const closes =
          current && (current.vigenciaFim === null || current.vigenciaFim > closesOn)
            ? current
            : null;
        if (closes) await closePeriod(tx, closes.id, closesOn, account.id, now);
        const newId = await insertPrice(
          tx,
          { clientId, valorHora, vigenciaInicio },
          account.id,
          now,
        );
        const created = (await findPrice(tx, newId))!;
        await recordAudit(tx, app.clock, {
          kind: 'client.priceCreated',
          actor: requestActor(request),
          clientId,
          record: { id: clientId, label: created.clientName },
          changes: changesBetween(null, created, PRICE_FIELDS),
          note: closes
            ? AUDIT_MESSAGES.pricePeriodClosesNote(newId, closes.id, closesOn)
            : AUDIT_MESSAGES.pricePeriodNote(newId),
        });
        return newId;
      });
      const created = await findPrice(app.db, id);
      if (!created) throw notFound(ADMIN_API_MESSAGES.priceNotFound);
      return reply.status(201).send(created);
    },
  );
};

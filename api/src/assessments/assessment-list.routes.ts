import { recordTakenOut } from '../audit/audit-writer';
import type { FastifyInstance } from 'fastify';
import {
  AUDIT_MESSAGES,
  API_MESSAGES,
  ASSESSMENT_FORMS,
  ASSESSMENT_MESSAGES,
  ASSESSMENT_STATUS_LABEL,
  ASSESSMENT_FORM,
  ASSESSMENT_FORM_OPTIONS,
  ASSESSMENT_LIST_STATUSES,
  ASSESSMENT_STATUS,
  DEFAULT_ASSESSMENT_FORM_ID,
  FEATURES,
  PAGE_SIZE,
  assessmentFormById,
  clientScope,
  mayExportRegister,
  parsePeriod,
  type AssessmentFormDefinition,
  type Page,
  type PieChartResponse,
  type Principal,
  type ReviewState,
  REVIEW_STATE_KEYS,
} from '@dpohub/domain';
import { signedIn } from '../auth/access-control';
import { badRequest, forbidden } from '../errors/api-error';
import { pageQueryProperties, pageRequest, pageSchema, toPage } from '../lists';
import { assertFormAccess } from './assessment-access';
import { mapBatches, sendXlsxStream } from '../http/xlsx-stream';
import {
  assessmentBatches,
  countByCompletion,
  listAssessments,
  type AssessmentExportItem,
  type AssessmentFilter,
  type AssessmentListItem,
} from './assessment-repository';
import { assessmentSheet } from './assessment-workbook';
import { withAgentProfiles } from './agent-profile-repository';

interface ListQuery {
  page?: number;
  size?: number;
  sort?: string;
  formId?: number;
  identificacao?: string;
  clientId?: number;
  periodoInicial?: string;
  periodoFinal?: string;
  pageable?: string;
  status?: string;
  analise?: ReviewState;
}

const listQuerySchema = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    formId: { type: 'integer', enum: ASSESSMENT_FORM_OPTIONS.map((option) => option.id) },
    identificacao: { type: 'string', maxLength: 255 },
    clientId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    periodoInicial: { type: 'string', maxLength: 7 },
    periodoFinal: { type: 'string', maxLength: 7 },
    pageable: { type: 'string', maxLength: 10 },
    // The dashboard's pies open the list filtered by status (finding B1).
    status: { type: 'string', enum: [...ASSESSMENT_LIST_STATUSES] },
    // Issue 31: the firm's review ('Em análise pelo escritório', 'Devolvida...', 'Aprovada').
    analise: { type: 'string', enum: [...REVIEW_STATE_KEYS] },
  },
} as const;

const rowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    formId: { type: 'integer' },
    name: { type: 'string' },
    createdBy: { type: 'string' },
    client: { type: ['string', 'null'] },
    clientId: { type: 'integer' },
    completed: { type: 'boolean' },
    reviewState: { type: ['string', 'null'] },
  },
  required: ['id', 'name', 'createdBy', 'client', 'completed'],
} as const;

const pieSchema = {
  type: 'object',
  properties: {
    series: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          data: {
            type: 'array',
            items: {
              type: 'object',
              properties: { name: { type: 'string' }, countTotal: { type: 'integer' } },
              required: ['name', 'countTotal'],
            },
          },
        },
        required: ['data'],
      },
    },
  },
  required: ['series'],
} as const;

/** São Paulo midnight of the first day of a month (UTC-3, no daylight saving since 2019). */
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1, 3));

function periodFilter(query: ListQuery): Pick<AssessmentFilter, 'createdFrom' | 'createdBefore'> {
  const from = query.periodoInicial ? parsePeriod(query.periodoInicial) : null;
  const to = query.periodoFinal ? parsePeriod(query.periodoFinal) : null;
  if ((query.periodoInicial && !from) || (query.periodoFinal && !to)) {
    throw badRequest(ASSESSMENT_MESSAGES.invalidPeriod);
  }
  const createdFrom = from ? monthStart(from.year, from.month) : undefined;
  const createdBefore = to ? monthStart(to.year, to.month + 1) : undefined;
  if (createdFrom && createdBefore && createdFrom >= createdBefore) {
    throw badRequest(ASSESSMENT_MESSAGES.invalidPeriod);
  }
  return { createdFrom, createdBefore };
}

/** Admins see every client (or the chosen one); a client user only their own client. */
function clientOf(principal: Principal, requested: number | undefined): number | null {
  if (principal.admin) return requested ?? null;
  const own = clientScope(principal);
  if (own === null) throw forbidden(API_MESSAGES.forbidden);
  return own;
}

function filterOf(
  principal: Principal,
  query: ListQuery,
): {
  form: AssessmentFormDefinition;
  filter: AssessmentFilter;
} {
  const form = assessmentFormById(query.formId ?? DEFAULT_ASSESSMENT_FORM_ID)!;
  assertFormAccess(principal, form);
  return {
    form,
    filter: {
      formId: form.formId,
      clientId: clientOf(principal, query.clientId),
      search: query.identificacao,
      ...(query.status ? { completed: query.status === ASSESSMENT_STATUS.DONE } : {}),
      ...(query.analise ? { reviewState: query.analise } : {}),
      ...periodFilter(query),
    },
  };
}

/** The list, its spreadsheet and the dashboard pies (spec 3 sections 2.5, 2.6 and 7). */
export function registerAssessmentListRoutes(app: FastifyInstance) {
  const tags = ['assessments'];

  app.get<{ Querystring: ListQuery }>(
    '/minhas-avaliacoes',
    {
      config: { access: FEATURES.assessmentsList },
      schema: {
        tags,
        summary: 'Assessments of one form type, newest first (size 10)',
        querystring: listQuerySchema,
        response: { 200: pageSchema(rowSchema) },
      },
    },
    async (request): Promise<Page<AssessmentListItem>> => {
      const { principal } = signedIn(request);
      const { filter } = filterOf(principal, request.query);
      const paging = pageRequest(request.query, PAGE_SIZE.assessments);
      const { rows, total, countLimit } = await listAssessments(app.db, filter, paging);
      return toPage(rows, total, paging, countLimit);
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/minhas-avaliacoes/export-excel',
    {
      config: { access: FEATURES.assessmentsList },
      schema: {
        tags,
        summary:
          "The filtered assessments as a spreadsheet (admins, 'Relatório'); for ROPA the register of processing operations",
        querystring: listQuerySchema,
      },
    },
    async (request, reply) => {
      const { principal } = signedIn(request);
      const { form, filter } = filterOf(principal, request.query);
      const register = form.formId === ASSESSMENT_FORM.ROPA;
      // Spec 3 section 6: the report is for admins. The ROPA register is also the client's own:
      // the ANPD asks it of the controller, so a client administrator exports their company's
      // (finding M8). Only concluded records go into it: a draft is not a record of operations.
      if (!principal.admin && !(register && mayExportRegister(principal, filter.clientId ?? 0))) {
        throw forbidden(API_MESSAGES.forbidden);
      }
      const batches = assessmentBatches(app.db, register ? { ...filter, completed: true } : filter);
      // The first batch is read before answering: an empty report answers 400, not an empty file.
      const first = await batches.next();
      if (first.done) throw badRequest(ASSESSMENT_MESSAGES.noAssessmentsInPeriod);
      async function* all() {
        yield first.value as AssessmentExportItem[];
        yield* batches;
      }
      const sheet = assessmentSheet(form.formId);
      const rows = register ? withAgentProfiles(app.db, all()) : all();
      await recordTakenOut(app, request, {
        kind: 'data.exported',
        clientId: filter.clientId ?? null,
        note: AUDIT_MESSAGES.exportOf(
          sheet.filename,
          request.query.periodoInicial,
          request.query.periodoFinal,
        ),
      });
      return sendXlsxStream(
        reply,
        {
          filename: sheet.filename,
          sheetName: sheet.sheetName,
          columns: sheet.columns,
          freezeHeader: true,
          autoFilter: true,
        },
        mapBatches(rows, sheet.row),
      );
    },
  );

  for (const form of Object.values(ASSESSMENT_FORMS)) {
    app.get<{ Querystring: { clientId?: number } }>(
      `/${form.apiSegment}/pizzaChart`,
      {
        // The dashboard's panel of the kind: its authority and the contracted dashboard.
        config: { access: { policy: form.authority, contract: 'dashboard' } },
        schema: {
          tags,
          summary: `Finished and in-progress counts of ${form.title}`,
          querystring: {
            type: 'object',
            properties: { clientId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
          },
          response: { 200: pieSchema },
        },
      },
      async (request): Promise<PieChartResponse> => {
        const { principal } = signedIn(request);
        const clientId = clientOf(principal, request.query.clientId);
        // ROPA and TPA have no records until their screens exist: an empty series.
        if (!form.available) return { series: [{ data: [] }] };
        const counts = await countByCompletion(app.db, form.formId, clientId);
        const data = [
          { name: ASSESSMENT_STATUS_LABEL.completed, countTotal: counts.completed },
          { name: ASSESSMENT_STATUS_LABEL.inProgress, countTotal: counts.inProgress },
        ];
        return { series: [{ data }] };
      },
    );
  }
}

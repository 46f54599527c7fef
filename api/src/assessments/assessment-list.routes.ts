import { recordTakenOut } from '../audit/audit-writer';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AUDIT_MESSAGES,
  API_MESSAGES,
  ASSESSMENT_FORMS,
  ASSESSMENT_MESSAGES,
  ASSESSMENT_STATUS_LABEL,
  ASSESSMENT_FORM,
  ASSESSMENT_STATUS,
  DEFAULT_ASSESSMENT_FORM_ID,
  FEATURES,
  PAGE_SIZE,
  assessmentFormById,
  clientScope,
  mayExportRegister,
  parsePeriod,
  type AssessmentFormDefinition,
  type Principal,
} from '@dpohub/domain';
import {
  AssessmentListQuery,
  AssessmentPage,
  PieChartQuery,
  PieChartResponse,
} from '@dpohub/domain/wire';
import { signedIn } from '../auth/access-control';
import { badRequest, forbidden } from '../errors/api-error';
import { pageRequest, toPage } from '../lists';
import { assertFormAccess } from './assessment-access';
import { mapBatches, sendXlsxStream } from '../http/xlsx-stream';
import {
  assessmentBatches,
  countByCompletion,
  listAssessments,
  type AssessmentExportItem,
  type AssessmentFilter,
} from './assessment-repository';
import { assessmentSheet } from './assessment-workbook';
import { withAgentProfiles } from './agent-profile-repository';

/** São Paulo midnight of the first day of a month (UTC-3, no daylight saving since 2019). */
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1, 3));

function periodFilter(
  query: AssessmentListQuery,
): Pick<AssessmentFilter, 'createdFrom' | 'createdBefore'> {
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
  query: AssessmentListQuery,
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
export function registerAssessmentListRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['assessments'];

  app.get(
    '/minhas-avaliacoes',
    {
      config: { access: FEATURES.assessmentsList },
      schema: {
        tags,
        summary: 'Assessments of one form type, newest first (size 10)',
        querystring: AssessmentListQuery,
        response: { 200: AssessmentPage },
      },
    },
    async (request) => {
      const { principal } = signedIn(request);
      const { filter } = filterOf(principal, request.query);
      const paging = pageRequest(request.query, PAGE_SIZE.assessments);
      const { rows, total, countLimit } = await listAssessments(app.db, filter, paging);
      return toPage(rows, total, paging, countLimit);
    },
  );

  app.get(
    '/minhas-avaliacoes/export-excel',
    {
      config: { access: FEATURES.assessmentsList },
      schema: {
        tags,
        summary:
          "The filtered assessments as a spreadsheet (admins, 'Relatório'); for ROPA the register of processing operations",
        querystring: AssessmentListQuery,
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
    app.get(
      `/${form.apiSegment}/pizzaChart`,
      {
        // The dashboard's panel of the kind: its authority and the contracted dashboard.
        config: { access: { policy: form.authority, contract: 'dashboard' } },
        schema: {
          tags,
          summary: `Finished and in-progress counts of ${form.title}`,
          querystring: PieChartQuery,
          response: { 200: PieChartResponse },
        },
      },
      async (request) => {
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

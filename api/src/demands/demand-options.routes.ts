import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AREA_INTERNA_OPTIONS, FEATURES, PRAZO_ATENDIMENTO_OPTIONS } from '@dpohub/domain';
import { DeadlineOptionList, InternalAreaList, ServiceTypeList } from '@dpohub/domain/wire';
import { serviceTypes } from '../db/schema';

// Option lists of the demand forms. Spec 2 section 3 says they are fetched without showing the
// paths: GET /solicitacao/areas-internas and GET /solicitacao/prazos.

/** GET /areas-internas and GET /prazos, under /api/solicitacao. */
export const demandOptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/areas-internas',
    {
      config: { access: FEATURES.clientDemands },
      schema: {
        tags: ['solicitacao'],
        summary: 'Área Interna options (spec 2 section 2.4)',
        response: { 200: InternalAreaList },
      },
    },
    async () => [...AREA_INTERNA_OPTIONS],
  );

  app.get(
    '/prazos',
    {
      config: { access: FEATURES.clientDemands },
      schema: {
        tags: ['solicitacao'],
        summary: 'Prazo de atendimento options: SLA (5 business days) or CUSTOMIZADO',
        response: { 200: DeadlineOptionList },
      },
    },
    async () => PRAZO_ATENDIMENTO_OPTIONS.map((option) => ({ ...option })),
  );
};

/** GET /api/service-type: the modalities (2 Consulta, 9 Documento, 12 Contrato). */
export const serviceTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { access: FEATURES.clientDemands },
      schema: {
        tags: ['solicitacao'],
        summary: 'Service types (Modalidade)',
        response: { 200: ServiceTypeList },
      },
    },
    async () =>
      app.db
        .select({ id: serviceTypes.id, name: serviceTypes.name })
        .from(serviceTypes)
        .orderBy(asc(serviceTypes.id)),
  );
};

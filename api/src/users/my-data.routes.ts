import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MY_DATA_LABELS, brazilianDay, myDataFilename } from '@dpohub/domain';
import { MyDataExport, MyDataSummary } from '@dpohub/domain/wire';
import { recordTakenOut } from '../audit/audit-writer';
import { signedIn } from '../auth/access-control';
import { myData, myDataSummary } from './my-data';
import { renderMyDataPdf } from './my-data-pdf';

const tags = ['user'];
/** The file is named after the day it was made (Brazil), e.g. meus-dados-2026-03-02.json. */
const attachment = (name: string) => `attachment; filename="${name}"`;
/** Any signed-in user, for their own data only (there is no parameter naming anyone else). */
const own = { access: {} } as const;

/**
 * 'Meus dados' (issue 31; LGPD art. 18, II and V): what the portal holds about the signed-in user,
 * as JSON and as a readable PDF. Each download is an audit event ('Dados pessoais exportados').
 */
export const myDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const exportFor = async (request: Parameters<typeof signedIn>[0], format: string) => {
    const { account } = signedIn(request);
    const data = await myData(app.db, account, app.clock.now());
    await recordTakenOut(app, request, {
      kind: 'user.dataExported',
      clientId: account.clientId,
      record: { id: account.id, label: account.name },
      note: format,
    });
    return data;
  };

  app.get(
    '/meus-dados',
    {
      config: own,
      schema: {
        tags,
        summary: 'Everything the portal holds about the signed-in user, by section (JSON)',
        response: { 200: MyDataExport },
      },
    },
    async (request, reply) => {
      const data = await exportFor(request, MY_DATA_LABELS.filenameJson);
      return reply
        .header(
          'content-disposition',
          attachment(myDataFilename('json', brazilianDay(new Date(data.geradoEm)))),
        )
        .send(data);
    },
  );

  app.get(
    '/meus-dados/resumo',
    {
      config: own,
      schema: {
        tags,
        summary: 'How many records each section holds, for the page (nothing is exported)',
        response: { 200: MyDataSummary },
      },
    },
    async (request) => myDataSummary(app.db, signedIn(request).account.id),
  );

  app.get(
    '/meus-dados/pdf',
    {
      config: own,
      schema: { tags, summary: 'The same as a readable PDF' },
    },
    async (request, reply) => {
      const pdf = await renderMyDataPdf(await exportFor(request, MY_DATA_LABELS.filenamePdf));
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          attachment(myDataFilename('pdf', brazilianDay(app.clock.now()))),
        )
        .send(pdf);
    },
  );
};

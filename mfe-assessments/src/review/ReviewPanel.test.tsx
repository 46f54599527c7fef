import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { CLIENT_ADMIN, FIRM_ADMIN, renderAssessments } from '../test/render-assessments';

const BASE = '/lei-geral-protecao-de-dados';
const NP = `${BASE}/questionario-novos-projetos`;

const RECORD = {
  id: 12,
  completed: true,
  status: 'DONE',
  clientId: 1001,
  client: { id: 1001, name: 'Acme Indústria Ltda' },
  name: 'Portal do cliente',
  createdBy: 'Carla Mendes',
  completedBy: 'Carla Mendes',
  completedAt: '2026-11-25T14:10:00.000Z',
  updatedAt: '2026-11-25T14:10:00.000Z',
  jsonCustomObs: '{}',
  reviewState: 'IN_REVIEW',
  version: 2,
  approval: null,
};

const VERSIONS = [
  {
    number: 2,
    reason: 'reviewRequest',
    reasonLabel: 'Conclusão com análise jurídica solicitada',
    createdAt: '2026-11-25T14:10:00.000Z',
    createdBy: 'Carla Mendes',
  },
  {
    number: 1,
    reason: 'reviewRequest',
    reasonLabel: 'Conclusão com análise jurídica solicitada',
    createdAt: '2026-11-25T13:00:00.000Z',
    createdBy: 'Carla Mendes',
  },
];

const QUESTION = {
  key: '4 - Aspectos do tratamento\u0000Os dados serão enviados para fora do Brasil?',
  section: '4 - Aspectos do tratamento',
  question: 'Os dados serão enviados para fora do Brasil?',
  value: 'Não',
};

const THREAD = {
  id: 5,
  parentId: null,
  section: QUESTION.section,
  question: QUESTION.question,
  text: 'Os dados ficam na nuvem nos EUA: confirme.',
  authorName: 'Administrador DPOHUB',
  firm: true,
  createdAt: '2026-11-25T14:20:00.000Z',
  version: 2,
};

function shellFor(user: typeof FIRM_ADMIN, record: object, extra: Record<string, unknown> = {}) {
  return createFakeShell(
    routeResponder({
      [`GET ${NP}/12`]: { status: 200, data: record },
      [`GET ${BASE}/12/versoes`]: { status: 200, data: VERSIONS },
      [`GET ${BASE}/12/comentarios`]: { status: 200, data: [THREAD] },
      [`GET ${BASE}/12/questoes`]: { status: 200, data: [QUESTION] },
      [`GET ${BASE}/12/versoes/comparar`]: {
        status: 200,
        data: {
          from: { number: 1 },
          to: { number: 2 },
          changes: [{ ...QUESTION, before: 'Não', after: 'Sim' }],
        },
      },
      ...extra,
    } as Parameters<typeof routeResponder>[0]),
    user,
  );
}

describe('the firm’s review on the assessment page (issue 31)', () => {
  it('tells the firm it is its turn, comments on a question and sends it back', async () => {
    const fake = shellFor(FIRM_ADMIN, RECORD, {
      [`POST ${BASE}/12/comentarios`]: { status: 201, data: { ...THREAD, id: 6 } },
      [`POST ${NP}/tab/conclusion`]: { status: 200, data: { ...RECORD, reviewState: 'RETURNED' } },
    });
    const user = userEvent.setup();
    await renderAssessments('/evaluation/project/12', fake);
    const panel = await screen.findByRole('region', { name: 'Análise jurídica' });
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'O cliente solicitou a análise jurídica: comente as questões e devolva a avaliação, ou aprove-a.',
    );
    expect(await within(panel).findByText(THREAD.text)).toBeVisible();
    expect(screen.getByText('Em análise pelo escritório')).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Comentar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comentar' });
    await user.selectOptions(
      await within(dialog).findByLabelText('Questão'),
      `${QUESTION.section}: ${QUESTION.question}`,
    );
    await user.type(within(dialog).getByLabelText('Comentário'), 'Revise o envio ao exterior.');
    await user.click(within(dialog).getByRole('button', { name: 'Comentar' }));
    await waitFor(() =>
      expect(fake.toasts).toContainEqual({ kind: 'success', message: 'Comentário registrado' }),
    );
    expect(
      JSON.parse(requestsTo(fake.requests, `POST ${BASE}/12/comentarios`)[0]!.data as string),
    ).toEqual({
      section: QUESTION.section,
      question: QUESTION.question,
      text: 'Revise o envio ao exterior.',
    });

    await user.click(within(panel).getByRole('button', { name: 'Devolver com comentários' }));
    const confirm = await screen.findByRole('dialog', { name: 'Devolver com comentários' });
    await user.click(within(confirm).getByRole('button', { name: 'Devolver com comentários' }));
    await waitFor(() =>
      expect(fake.toasts).toContainEqual({
        kind: 'success',
        message: 'Avaliação devolvida com comentários',
      }),
    );
    const call = requestsTo(fake.requests, `POST ${NP}/tab/conclusion`)[0]!;
    expect(call.params).toEqual({
      id: '12',
      finishWithLegalAssessment: 'false',
      sendBackWithComments: 'true',
    });
  });

  it('approves with the lawyer’s name and OAB, checked before anything is sent', async () => {
    const fake = shellFor(FIRM_ADMIN, RECORD, {
      [`POST ${NP}/tab/conclusion`]: { status: 200, data: { ...RECORD, reviewState: 'APPROVED' } },
    });
    const user = userEvent.setup();
    await renderAssessments('/evaluation/project/12', fake);
    const panel = await screen.findByRole('region', { name: 'Análise jurídica' });
    await user.click(within(panel).getByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar a avaliação' });
    await user.type(within(dialog).getByLabelText('Nome do advogado'), 'Helena Prado');
    await user.type(within(dialog).getByLabelText('OAB'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Informe o número da OAB no formato UF 123456 (por exemplo, SP 123456).',
    );
    expect(requestsTo(fake.requests, `POST ${NP}/tab/conclusion`)).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('OAB'));
    await user.type(within(dialog).getByLabelText('OAB'), 'SP 123456');
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() =>
      expect(fake.toasts).toContainEqual({ kind: 'success', message: 'Avaliação aprovada' }),
    );
    const call = requestsTo(fake.requests, `POST ${NP}/tab/conclusion`)[0]!;
    expect(call.params).toEqual({
      id: '12',
      finishWithLegalAssessment: 'true',
      sendBackWithComments: 'false',
    });
    expect(JSON.parse(call.data as string)).toEqual({
      lawyerName: 'Helena Prado',
      oab: 'SP 123456',
    });
  });

  it('shows the client the comments to answer once sent back, and the approval once approved', async () => {
    const returned = shellFor(CLIENT_ADMIN, {
      ...RECORD,
      completed: false,
      status: 'DRAFT',
      reviewState: 'RETURNED',
    });
    const user = userEvent.setup();
    const view = await renderAssessments('/evaluation/project/12', returned);
    const panel = await screen.findByRole('region', { name: 'Análise jurídica' });
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'O escritório devolveu a avaliação com comentários: revise as questões comentadas e conclua de novo.',
    );
    expect(await within(panel).findByText(THREAD.text)).toBeVisible();
    expect(within(panel).getByLabelText('Resposta')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Aprovar' })).toBeNull();
    // The last step offers both ways to conclude again.
    await user.click(await screen.findByRole('button', { name: /Aspectos Técnicos/ }));
    const step = screen.getByRole('region', { name: /Aspectos Técnicos/ });
    expect(within(step).getByRole('button', { name: 'Concluir' })).toBeVisible();
    expect(
      within(step).getByRole('button', { name: 'Concluir e solicitar análise jurídica' }),
    ).toBeVisible();
    view.unmount();

    const approved = shellFor(CLIENT_ADMIN, {
      ...RECORD,
      reviewState: 'APPROVED',
      approval: {
        lawyerName: 'Helena Prado',
        oab: 'SP 123456',
        approvedAt: '2026-11-25T15:00:00.000Z',
        version: 2,
      },
    });
    await renderAssessments('/evaluation/project/12', approved);
    expect(
      await screen.findByText(/^Aprovada por Helena Prado \(OAB SP 123456\) em 25\/11\/2026/),
    ).toBeVisible();
  });

  it('puts the review and the versions after the steps, so that their late arrival moves no step', async () => {
    await renderAssessments('/evaluation/project/12', shellFor(FIRM_ADMIN, RECORD));
    const panel = await screen.findByRole('region', { name: 'Análise jurídica' });
    const versions = await screen.findByRole('region', { name: 'Versões' });
    const lastStep = await screen.findByRole('button', { name: /Conclusões/ });
    const after = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(after(lastStep, panel)).toBe(true);
    expect(after(lastStep, versions)).toBe(true);
  });

  it('lists the versions and compares two, question by question', async () => {
    const fake = shellFor(CLIENT_ADMIN, RECORD);
    const user = userEvent.setup();
    await renderAssessments('/evaluation/project/12', fake);
    const versions = await screen.findByRole('region', { name: 'Versões' });
    expect(await within(versions).findByText('Versão 2')).toBeVisible();
    expect(within(versions).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(versions).getByRole('button', { name: 'Comparar versões' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comparar versões' });
    const changes = await within(dialog).findByRole('region', { name: 'Versão 1 e versão 2' });
    expect(changes).toHaveTextContent(QUESTION.question);
    expect(changes).toHaveTextContent('AntesNão');
    expect(changes).toHaveTextContent('DepoisSim');
    expect(requestsTo(fake.requests, `GET ${BASE}/12/versoes/comparar`)[0]!.params).toEqual({
      de: '1',
      para: '2',
    });
  });

  it('a client on the last step asks for the legal review', async () => {
    const draft = { ...RECORD, completed: false, status: 'DRAFT', reviewState: null, version: 0 };
    const fake = createFakeShell(
      routeResponder({
        [`GET ${NP}/12`]: { status: 200, data: draft },
        [`POST ${NP}/tab/salvar`]: { status: 200, data: { id: 12 } },
        [`GET ${NP}/tab/finish/position`]: { status: 200, data: true },
        [`POST ${NP}/tab/conclusion`]: {
          status: 200,
          data: { ...draft, completed: true, reviewState: 'IN_REVIEW', version: 1 },
        },
        [`GET ${BASE}/12/versoes`]: { status: 200, data: VERSIONS.slice(1) },
        [`GET ${BASE}/12/comentarios`]: { status: 200, data: [] },
      }),
      CLIENT_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/evaluation/project/12', fake);
    await user.click(await screen.findByRole('button', { name: /Aspectos Técnicos/ }));
    await user.click(
      within(screen.getByRole('region', { name: /Aspectos Técnicos/ })).getByRole('button', {
        name: 'Concluir e solicitar análise jurídica',
      }),
    );
    await waitFor(() =>
      expect(fake.toasts).toContainEqual({ kind: 'success', message: 'Concluído com sucesso' }),
    );
    expect(requestsTo(fake.requests, `POST ${NP}/tab/conclusion`)[0]!.params).toEqual({
      id: '12',
      finishWithLegalAssessment: 'true',
      sendBackWithComments: 'false',
    });
    expect(await screen.findByText(/A avaliação está em análise pelo escritório\./)).toBeVisible();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  TPA_CONTRACT_KEYS,
  TPA_MATURITY_KEYS,
  TPA_POSITION_KEYS,
  tpaResults,
} from '@dpohub/domain';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { CLIENT_ADMIN, FIRM_ADMIN, renderAssessments } from '../test/render-assessments';

const BASE = '/lei-geral-protecao-de-dados';
const TPA = `${BASE}/assessment-terceiros`;

const region = (title: RegExp) => screen.getByRole('region', { name: title });

const blob = (keys: readonly string[], answer: (key: string) => 'yes' | 'no') =>
  JSON.stringify(
    Object.fromEntries(keys.map((key) => [key, { answer: answer(key), comments: '' }])),
  );

const LONG_DATA = `Nome, CPF, RG, endereço, telefone, e-mail, salário, conta bancária, atestados médicos, dependentes, ${'dados de ponto e de jornada, '.repeat(4)}fim da lista completa`;

/**
 * An unsigned, open-ended contract under which the data are already processed, large-scale
 * health data, no incident-notice clause: Risco Alto (15, floored at 50).
 */
const RECORD = {
  id: 12,
  completed: true,
  status: 'DONE',
  clientId: 1001,
  client: { id: 1001, name: 'Acme Indústria Ltda' },
  name: 'Folha Express',
  areaResponsable: 'Processamento da folha',
  companyName: 'Acme Indústria Ltda',
  contact: 'Express RH Ltda',
  receiveDate: null,
  reviewDate: null,
  processingStarted: 'yes',
  dpo: LONG_DATA,
  jsonCustomObs: '{}',
  jsonMaturityQuestions: blob(TPA_MATURITY_KEYS, (key) =>
    TPA_MATURITY_KEYS.indexOf(key as never) < 8 ? 'yes' : 'no',
  ),
  jsonCompanyPosition: blob(TPA_POSITION_KEYS, (key) => (key === 'purposesResult' ? 'yes' : 'no')),
  jsonThirdPartyPosition: blob(TPA_POSITION_KEYS, () => 'no'),
  jsonContractAvaliation: blob(TPA_CONTRACT_KEYS, (key) =>
    ['riskyProcessing', 'incidentNotice'].includes(key) ? 'no' : 'yes',
  ),
};

describe('TPA (/TPA[/{id}])', () => {
  it('shows the intro, clears the dates with their checkboxes and refuses dates out of order without saving', async () => {
    const fake = createFakeShell(
      routeResponder({
        [`POST ${TPA}/tab/salvar`]: { status: 200, data: { id: 30 } },
        [`GET ${TPA}/tab/finish/position`]: { status: 200, data: false },
      }),
      CLIENT_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/TPA', fake);
    expect(fake.setTitle).toHaveBeenCalledWith('Avaliação de Terceiros');
    const step1 = region(/Introdução e Conceitos/);
    // A new record's steps are h2 under the top bar's h1; their own titles h3 (heading-order).
    for (const heading of ['Objeto', 'Método', 'Resultado', 'Conceitos Relevantes']) {
      expect(within(step1).getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    expect(step1).toHaveTextContent('não constituem parecer jurídico nem auditoria');
    expect(within(step1).getByText('Controlador conjunto')).toBeVisible();
    expect(within(step1).getByLabelText('Contratante')).toHaveValue('Acme Indústria Ltda');

    await user.type(within(step1).getByLabelText('Identificação do terceiro'), 'Folha Express');
    await user.type(within(step1).getByLabelText('Data de assinatura'), '10052026');
    await user.type(within(step1).getByLabelText('Data de expiração'), '09052026');
    await user.click(within(step1).getByRole('button', { name: 'Próximo' }));
    // Finding m5: the warning names the dates the right way round.
    expect(fake.toasts).toEqual([
      { kind: 'warn', message: 'A data de assinatura não pode ser posterior à data de expiração.' },
    ]);
    expect(requestsTo(fake.requests, `POST ${TPA}/tab/salvar`)).toHaveLength(0);

    await user.click(within(step1).getByLabelText('Contrato não assinado'));
    expect(within(step1).getByLabelText('Data de assinatura')).toBeDisabled();
    expect(within(step1).getByLabelText('Data de assinatura')).toHaveValue('');
    await user.click(within(step1).getByLabelText('Prazo Indeterminado'));
    expect(within(step1).getByLabelText('Data de expiração')).toHaveValue('');
    await user.click(within(step1).getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(region(/Avaliação de Maturidade/)).toBeVisible());
    const body = JSON.parse(requestsTo(fake.requests, `POST ${TPA}/tab/salvar`)[0]!.data as string);
    expect(body).toMatchObject({
      id: null,
      clientId: 1001,
      name: 'Folha Express',
      receiveDate: '',
      reviewDate: '',
    });
    expect(JSON.parse(body.jsonMaturityQuestions).hasDPO).toEqual({ answer: '', comments: '' });
    expect(typeof body.jsonContractAvaliation).toBe('string');

    // Step 2 answers travel inside the maturity blob.
    const step2 = region(/Avaliação de Maturidade/);
    const dpo = within(step2).getByRole('group', { name: /nomeou um encarregado/ });
    await user.click(within(dpo).getByLabelText('Sim'));
    await user.click(within(step2).getByRole('button', { name: 'Próximo' }));
    await waitFor(() =>
      expect(requestsTo(fake.requests, `POST ${TPA}/tab/salvar`)).toHaveLength(2),
    );
    const second = JSON.parse(
      requestsTo(fake.requests, `POST ${TPA}/tab/salvar`)[1]!.data as string,
    );
    expect(second.id).toBe(30);
    expect(JSON.parse(second.jsonMaturityQuestions).hasDPO.answer).toBe('yes');
  });

  it("asks an admin to choose the client: 'Por favor selecionar o cliente'", async () => {
    const fake = createFakeShell(
      routeResponder({ [`GET /client/all`]: { status: 200, data: [] } }),
      FIRM_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/TPA', fake);
    await user.click(
      within(region(/Introdução e Conceitos/)).getByRole('button', { name: 'Próximo' }),
    );
    expect(fake.toasts).toContainEqual({ kind: 'warn', message: 'Por favor selecionar o cliente' });
    expect(requestsTo(fake.requests, `POST ${TPA}/tab/salvar`)).toHaveLength(0);
  });

  it('reports an unsigned, open-ended contract with its fallbacks, gauges, positions, hint and dossier', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:dossie', revokeObjectURL: () => undefined });
    const results = tpaResults(RECORD, 'Acme Indústria Ltda', '2026-11-25');
    const fake = createFakeShell(
      routeResponder({
        [`GET ${TPA}/12`]: { status: 200, data: RECORD },
        [`GET ${TPA}/completo/12`]: {
          status: 200,
          data: { id: 12, completed: true, status: 'DONE', unfilledSteps: [], results },
        },
        [`GET ${BASE}/12/dossie`]: {
          status: 200,
          data: new Blob(['%PDF-1.3']),
          headers: {
            'content-disposition': 'attachment; filename="dossie-assessment-terceiros-12.pdf"',
          },
        },
      }),
      CLIENT_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/TPA/12', fake);
    await user.click(await screen.findByRole('button', { name: /Introdução e Conceitos/ }));
    const step1 = region(/Introdução e Conceitos/);
    expect(within(step1).getByLabelText('Contrato não assinado')).toBeChecked();
    expect(within(step1).getByLabelText('Prazo Indeterminado')).toBeChecked();
    expect(within(step1).getByLabelText('Identificação do terceiro')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Próximo' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Relatório de Análise/ }));
    const report = region(/Relatório de Análise/);
    expect(within(report).getByRole('heading', { name: 'Demais Recomendações' })).toBeVisible();
    expect(within(report).getByText('Contrato não assinado')).toBeVisible();
    expect(within(report).getByText('Prazo Indeterminado')).toBeVisible();
    expect(
      within(report).getByText(`${LONG_DATA.slice(0, 195)}...`, { exact: false }),
    ).toBeVisible();
    expect(within(report).queryByText(/fim da lista completa/)).toBeNull();
    await user.click(within(report).getByRole('button', { name: 'Ver Todos' }));
    expect(within(report).getByText(/fim da lista completa/)).toBeVisible();
    await user.click(within(report).getByRole('button', { name: 'Esconder' }));
    expect(within(report).queryByText(/fim da lista completa/)).toBeNull();

    expect(
      within(report).getByRole('img', { name: 'Maturidade do terceiro: 57,14% (Incipiente)' }),
    ).toBeVisible();
    expect(
      within(report).getByRole('img', { name: 'Risco do contrato: 50% (Risco Alto)' }),
    ).toBeVisible();
    expect(
      within(report).getByText(
        'Considerar realização de Relatório de Impacto de Proteção de Dados Pessoais',
      ),
    ).toBeVisible();
    // Finding m6: processing under an unsigned contract is flagged on the report.
    expect(within(report).getByRole('note', { name: 'Situação do contrato' })).toHaveTextContent(
      'Tratamento sem contrato assinado',
    );
    expect(report).toHaveTextContent(
      /Acme Indústria Ltda é controladora e o terceiro, operador: Acme Indústria Ltda deve ser firme/,
    );
    expect(report).toHaveTextContent('Respostas que moveram a pontuação (3)');
    // Finding M4: the one missing clause is recommended, the clauses present are not.
    expect(report).toHaveTextContent('Inclua a comunicação de incidentes à empresa');
    expect(report).not.toHaveTextContent('Inclua a obrigação de tratar os dados apenas');

    await user.click(within(report).getByRole('button', { name: 'Baixar dossiê (PDF)' }));
    await waitFor(() => expect(requestsTo(fake.requests, `GET ${BASE}/12/dossie`)).toHaveLength(1));
    expect(fake.toasts).toEqual([]);
    expect(within(report).getByRole('link', { name: 'Voltar para Avaliações' })).toHaveAttribute(
      'href',
      '/myAvaliations?formId=4',
    );
  });

  it('shows the unfilled steps instead of the report', async () => {
    const fake = createFakeShell(
      routeResponder({
        [`GET ${TPA}/13`]: {
          status: 200,
          data: { ...RECORD, id: 13, completed: false, status: 'DRAFT' },
        },
        [`GET ${TPA}/completo/13`]: {
          status: 200,
          data: {
            id: 13,
            completed: false,
            unfilledSteps: [{ position: 3, title: '3 - Teste Controlador-Operador' }],
            results: null,
          },
        },
      }),
      CLIENT_ADMIN,
    );
    const user = userEvent.setup();
    await renderAssessments('/TPA/13', fake);
    await user.click(await screen.findByRole('button', { name: /Relatório de Análise/ }));
    const report = region(/Relatório de Análise/);
    expect(await within(report).findByText('3 - Teste Controlador-Operador')).toBeVisible();
    expect(within(report).queryByText('Demais Recomendações')).toBeNull();
  });
});

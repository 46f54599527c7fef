import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, routeResponder } from '@dpohub/shared-ui/testing';
import { ripdResult, type DefinitionAnswers } from '@dpohub/domain';
import { FIRM_ADMIN, renderAssessments } from '../test/render-assessments';

const RIPD = '/lei-geral-protecao-de-dados/ripd';

const risk = (description: string, l: number, s: number, rl: number, rs: number) => ({
  description,
  rightsAffected: ['privacy'],
  likelihood: String(l),
  severity: String(s),
  measures: 'Medidas',
  residualLikelihood: String(rl),
  residualSeverity: String(rs),
});

/** The domain's case 1: R1 from 3/4 (Alto) to 1/4 (Médio); R2 from 2/2 to 1/2 (Baixo). */
const CASE_1: DefinitionAnswers = {
  highRiskCriteria: ['largeScale', 'sensitiveOrVulnerable'],
  risks: [
    risk('Acesso indevido ao prontuário', 3, 4, 1, 4),
    risk('Uso para finalidade não informada', 2, 2, 1, 2),
  ],
  decision: 'proceedWithMeasures',
};

const RECORD = {
  id: 40,
  formId: 7,
  completed: true,
  status: 'DONE',
  clientId: 1001,
  client: { id: 1001, name: 'Acme Indústria Ltda' },
  name: 'Prontuário eletrônico',
  answers: CASE_1,
  jsonCustomObs: '{}',
  jsonCustomObsObj: {},
};

async function openResult(answers: DefinitionAnswers) {
  const fake = createFakeShell(
    routeResponder({
      [`GET ${RIPD}/40`]: { status: 200, data: { ...RECORD, answers } },
      [`GET ${RIPD}/tab/finish/position`]: { status: 200, data: true },
      [`GET ${RIPD}/completo/40`]: {
        status: 200,
        data: { id: 40, completed: true, unfilledSteps: [], results: ripdResult(answers) },
      },
    }),
    FIRM_ADMIN,
  );
  await renderAssessments('/ripd/40', fake);
  expect(fake.setTitle).toHaveBeenCalledWith(
    'Relatório de Impacto à Proteção de Dados Pessoais (RIPD)',
  );
  await userEvent.click(await screen.findByRole('button', { name: /Resultado/ }));
  return screen.findByRole('table', { name: /Mapa de riscos/ });
}

/** The cell at likelihood l (column) and severity s (row): its level and the marks in it. */
function cell(table: HTMLElement, l: number, s: number) {
  const td = table.querySelector(`td[data-likelihood="${l}"][data-severity="${s}"]`)!;
  return {
    level: td.getAttribute('data-level'),
    marks: within(td as HTMLElement)
      .queryAllByRole('listitem')
      .map((item) => item.textContent),
  };
}

describe('RIPD result: the risk map and the levels', () => {
  it('places each risk before and after its measures, in cells tinted by the CNIL rule', async () => {
    const table = await openResult(CASE_1);
    expect(cell(table, 3, 4)).toEqual({ level: 'Alto', marks: ['R1 antes'] });
    expect(cell(table, 1, 4)).toEqual({ level: 'Médio', marks: ['R1 depois'] });
    expect(cell(table, 2, 2)).toEqual({ level: 'Baixo', marks: ['R2 antes'] });
    expect(cell(table, 1, 2)).toEqual({ level: 'Baixo', marks: ['R2 depois'] });
    expect(cell(table, 4, 4)).toEqual({ level: 'Alto', marks: [] });
    expect(cell(table, 4, 1)).toEqual({ level: 'Médio', marks: [] });
    const placed = table.querySelectorAll('td li');
    expect(placed).toHaveLength(4);

    const risks = screen.getAllByRole('listitem').filter((li) => li.closest('ol'));
    expect(risks.map((li) => li.textContent)).toEqual([
      'R1 - Acesso indevido ao prontuárioAntes das medidas: Alto probabilidade Importante, gravidade MáximaRisco residual: Médio probabilidade Desprezível, gravidade Máxima',
      'R2 - Uso para finalidade não informadaAntes das medidas: Baixo probabilidade Limitada, gravidade LimitadaRisco residual: Baixo probabilidade Desprezível, gravidade Limitada',
    ]);
    expect(screen.getByText('Maior risco residual').nextSibling).toHaveTextContent(
      'Médio deve ser reduzido',
    );
    expect(
      screen.getByText('Alto risco (Res. CD/ANPD 2/2022, art. 4º)').nextSibling,
    ).toHaveTextContent(/^Sim: atende/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Baixar dossiê (PDF)' })).toBeVisible();
  });

  it('warns when the conclusion lets the processing proceed with a residual risk Alto', async () => {
    await openResult({
      highRiskCriteria: ['significantEffect'],
      risks: [risk('Vazamento da base', 4, 4, 3, 3)],
      decision: 'proceed',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Atenção: a conclusão diz que o tratamento pode prosseguir, mas há risco residual Alto',
    );
    expect(
      screen.getByText('Alto risco (Res. CD/ANPD 2/2022, art. 4º)').nextSibling,
    ).toHaveTextContent(/^Não:/);
  });
});

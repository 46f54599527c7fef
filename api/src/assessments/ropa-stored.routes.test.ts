import { applyRopaChoices, ropaConclusion } from '@dpohub/domain';
import { storedRecordTest } from '../test/stored-record';

// The ROPA is a definition now (issue 32), and its record keeps the spec's flat shape: a record
// the coded kind wrote before reads, computes and saves as it did.

const { call, insertOldRow, storedRow } = storedRecordTest();

const ROPA = '/api/lei-geral-protecao-de-dados/registro-das-operacoes';

/** What the coded kind stored: the answers as sent (empty texts too), the categories made valid. */
const OLD_ANSWERS = applyRopaChoices({
  agentRole: 'Controlador',
  description: 'Leitura da digital na portaria ',
  purpose: 'Segurança das instalações',
  area: '',
  responsable: 'João',
  whichData: 'Nome, digital',
  sensitiveCategories: 'Dado genético ou biométrico',
  whichHolders: 'Empregados e visitantes',
  childrenData: 'no',
  largeScale: 'yes',
  sourceOfData: 'O próprio titular',
  hasAnotherController: 'Não',
  hasAnotherOperator: 'Fornecedor do leitor',
  contractLinkWithOperator: '',
  hasDataShare: 'Não',
  shareWith: '',
  sentAbroad: 'Não',
  custodyTerm: '2 anos',
  securityMeasures: 'Criptografia',
  baseLegal: 'Interesse Legítimo (Art. 7, IX)',
  baseLegalSensitiveData: "Art. 11 II 'g' - Prevenção à Fraude e Segurança do Titular",
  rightGuaranteedHolders: 'Canal do encarregado',
  automatedDecision: 'no',
  linkConsentRegister: '',
  storageDataLocation: 'Servidor local',
  recommendedImpactReport: 'no',
  progressReport: 'N/A',
  linkToReport: '',
  hasIncident: 'no',
  linkToDocIncident: '',
  observations: null,
});

describe('a ROPA record stored before the kind was a definition', () => {
  it('reads the same, computes the same conclusion and saves in the same shape', async () => {
    const id = await insertOldRow({
      formId: 5,
      name: 'Controle de acesso',
      answers: OLD_ANSWERS,
      observations: {},
      searchText: 'controle de acesso',
    });
    const record = (await call('GET', `${ROPA}/${id}`)).json();
    expect(record).toMatchObject({
      id,
      name: 'Controle de acesso',
      ...OLD_ANSWERS,
      jsonCustomObs: '{}',
    });
    expect(record.answers).toBeUndefined();

    for (const position of [1, 2, 3, 4, 5, 6, 7]) {
      expect(
        (await call('GET', `${ROPA}/tab/finish/position?id=${id}&position=${position}`)).json(),
      ).toBe(true);
    }
    const complete = (await call('GET', `${ROPA}/completo/${id}`)).json();
    expect(complete.unfilledSteps).toEqual([]);
    expect(complete.results).toBeUndefined();
    expect(complete.conclusion).toEqual(JSON.parse(JSON.stringify(ropaConclusion(OLD_ANSWERS))));
    expect(complete.conclusion.warnings.map((w: { code: string }) => w.code)).toEqual([
      'ROPA_LI_SENSITIVE',
      'ROPA_LI_ASSESSMENT',
      'ROPA_IMPACT_REPORT',
    ]);

    // The firm writes no observation on a ROPA (spec 3 section 6), as before.
    const saved = await call('POST', `${ROPA}/tab/salvar`, {
      id,
      area: 'TI',
      jsonCustomObs: JSON.stringify({ area: 'Ver' }),
    });
    expect(saved.statusCode).toBe(200);
    const stored = await storedRow(id);
    expect(stored!.answers).toEqual({ ...OLD_ANSWERS, area: 'TI' });
    expect(stored!.observations).toEqual({});
  });
});

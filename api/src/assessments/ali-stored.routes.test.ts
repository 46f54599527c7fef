import { aliStampOverride, aliTest, applyAliChoices, type AliAssessment } from '@dpohub/domain';
import { storedRecordTest } from '../test/stored-record';

// The ALI is a definition now (issue 32), and its record keeps the spec's flat shape: a record
// the coded kind wrote before, with the firm's change of the result, reads, computes and saves
// as it did.

const { call, insertOldRow, storedRow } = storedRecordTest();

const ALI = '/api/lei-geral-protecao-de-dados/avaliacao-legitimo-interesse';

const name = 'Ofertas a clientes ativos';
/** What the coded kind stored: the sent answers, the derived text, then who changed the result. */
const OLD_ANSWERS = aliStampOverride(
  {},
  applyAliChoices({
    concreteSituation: 'Ofertas de serviços similares',
    personalData: 'Nome, e-mail',
    activityDataSources: '',
    childrenData: 'yes',
    childrenBestInterest: 'yes',
    childrenBestInterestReason: 'Ofertas só aos responsáveis',
    activityConcrete: 'yes',
    activityLicit: 'yes',
    actitivyLessData: 'yes',
    actitivyPrivicyData: 'yes',
    actitivyKnowns: 'yes',
    actitivyHappens: 'no',
    reportIsNeeded: null,
    reportIsNeededObs: null,
    resultWasChanged: 'yes',
    resultWasChangedObs: 'Expectativa confirmada em pesquisa',
  } satisfies Partial<AliAssessment>),
  'Administrador DPOHUB',
  '2026-11-20T12:00:00.000Z',
);
const NOTES = { processingOfRelevantConceptsAndActivity: 'Base de clientes ativos apenas.' };

describe('an ALI record stored before the kind was a definition', () => {
  it('reads the same, computes the same result and saves in the same shape', async () => {
    const id = await insertOldRow({
      formId: 2,
      name,
      answers: OLD_ANSWERS,
      observations: NOTES,
      searchText: 'ofertas a clientes ativos',
    });
    const record = (await call('GET', `${ALI}/${id}`)).json();
    expect(record).toMatchObject({
      id,
      name,
      ...OLD_ANSWERS,
      activityDataSources: 'no',
      activities: 'o projeto não trata dados pessoais sensíveis',
      jsonCustomObsObj: NOTES,
    });
    expect(record.answers).toBeUndefined();

    for (const position of [1, 2, 3, 4, 5, 6]) {
      expect(
        (await call('GET', `${ALI}/tab/finish/position?id=${id}&position=${position}`)).json(),
      ).toBe(true);
    }
    const complete = (await call('GET', `${ALI}/completo/${id}`)).json();
    expect(complete.unfilledSteps).toEqual([]);
    expect(complete.conclusion).toEqual(
      JSON.parse(JSON.stringify(aliTest(OLD_ANSWERS).conclusion)),
    );
    expect(complete.conclusion.risk).toMatchObject({
      message: 'SIM',
      override: { computed: 'NÃO', by: 'Administrador DPOHUB', at: '2026-11-20T12:00:00.000Z' },
    });

    // A client's later answer keeps the firm's change, its author and its time.
    expect(
      (
        await call('POST', `${ALI}/tab/salvar`, {
          id,
          personalData: 'Nome, e-mail, telefone',
          resultWasChanged: 'no',
          resultWasChangedBy: 'Outra pessoa',
        })
      ).statusCode,
    ).toBe(200);
    const stored = await storedRow(id);
    expect(stored!.answers).toEqual({ ...OLD_ANSWERS, personalData: 'Nome, e-mail, telefone' });
  });
});

import { applyNewProjectChoices, newProjectResults, type NewProjectAnswers } from '@dpohub/domain';
import { FULL_PROJECT } from '../test/assessment-fixtures';
import { storedRecordTest } from '../test/stored-record';

// The new project is a definition now (issue 32), and its record keeps the spec's flat shape: a
// record the coded kind wrote before reads, computes and saves as it did.

const { call, insertOldRow, storedRow } = storedRecordTest();

const NP = '/api/lei-geral-protecao-de-dados/questionario-novos-projetos';

/** What the coded kind stored: the sent answers with its derived ones (applyNewProjectChoices). */
const { name, ...sent } = {
  ...FULL_PROJECT,
  sensitivePersonalDataSources: 'Dado referente à saúde,Dado genético ou biométrico',
  legalBaseDataSources: 'Art. 7 V - Execução de contrato,Art. 11 II f - Tutela da saúde',
  appropriateInformationSecurityMeasuresInformation: 'Criptografia',
};
const OLD_ANSWERS = applyNewProjectChoices(sent as Partial<NewProjectAnswers>);

describe('a new-project record stored before the kind was a definition', () => {
  it('reads the same, computes the same result and saves in the same shape', async () => {
    const id = await insertOldRow({
      formId: 1,
      name,
      answers: OLD_ANSWERS,
      observations: { name: 'Ver contrato' },
      searchText: 'portal do cliente',
    });
    const record = (await call('GET', `${NP}/${id}`)).json();
    expect(record).toMatchObject({
      id,
      name,
      ...OLD_ANSWERS,
      jsonCustomObs: '{"name":"Ver contrato"}',
    });
    expect(record.answers).toBeUndefined();

    for (const position of [1, 2, 3, 4, 5, 6, 7]) {
      expect(
        (await call('GET', `${NP}/tab/finish/position?id=${id}&position=${position}`)).json(),
      ).toBe(true);
    }
    const complete = (await call('GET', `${NP}/completo/${id}`)).json();
    expect(complete.unfilledSteps).toEqual([]);
    expect(complete.results).toEqual(JSON.parse(JSON.stringify(newProjectResults(OLD_ANSWERS))));
    expect(complete.results.risk.message).toBe('RISCO ALTO');

    expect((await call('POST', `${NP}/tab/salvar`, { id, responsable: 'Ana' })).statusCode).toBe(
      200,
    );
    const stored = await storedRow(id);
    expect(stored!.answers).toMatchObject({ ...OLD_ANSWERS, responsable: 'Ana' });
  });
});

import {
  TPA_CONTRACT_KEYS,
  TPA_MATURITY_KEYS,
  TPA_POSITION_KEYS,
  tpaResults,
} from '@dpohub/domain';
import { storedRecordTest } from '../test/stored-record';

// The TPA is a definition now (issue 32), and its record keeps the spec's flat shape: a record
// the coded kind wrote before reads, computes and saves as it did.

const { call, insertOldRow, storedRow } = storedRecordTest();

const TPA = '/api/lei-geral-protecao-de-dados/assessment-terceiros';

const blob = (keys: readonly string[], answer: (key: string) => 'yes' | 'no') =>
  JSON.stringify(
    Object.fromEntries(keys.map((key) => [key, { answer: answer(key), comments: '' }])),
  );

/** What the coded kind stored: the description, dd/mm/yyyy dates and the four sets as texts. */
const OLD_ANSWERS = {
  areaResponsable: 'Processamento da folha',
  contact: 'Express RH Ltda',
  receiveDate: '01/02/2024',
  reviewDate: '31/12/2030',
  processingStarted: 'yes',
  dpo: 'Nome, CPF, salário',
  obs: 'Nota antiga',
  jsonMaturityQuestions: blob(TPA_MATURITY_KEYS, (key) =>
    TPA_MATURITY_KEYS.indexOf(key as never) < 9 ? 'yes' : 'no',
  ),
  jsonCompanyPosition: blob(TPA_POSITION_KEYS, (key) => (key === 'purposesResult' ? 'yes' : 'no')),
  jsonThirdPartyPosition: blob(TPA_POSITION_KEYS, () => 'no'),
  jsonContractAvaliation: blob(TPA_CONTRACT_KEYS, (key) => (key === 'instructions' ? 'no' : 'yes')),
};

describe('a TPA record stored before the kind was a definition', () => {
  it('reads the same, computes the same result and saves in the same shape', async () => {
    const id = await insertOldRow({
      formId: 4,
      name: 'Folha Express',
      answers: OLD_ANSWERS,
      observations: {},
      searchText: 'folha express',
    });
    const record = (await call('GET', `${TPA}/${id}`)).json();
    expect(record).toMatchObject({
      id,
      name: 'Folha Express',
      ...OLD_ANSWERS,
      companyName: 'Acme Indústria Ltda',
      obsToDpo: null,
      jsonCustomObs: '{}',
    });
    expect(record.answers).toBeUndefined();

    for (const position of [2, 3, 4]) {
      expect(
        (await call('GET', `${TPA}/tab/finish/position?id=${id}&position=${position}`)).json(),
      ).toBe(true);
    }
    const complete = (await call('GET', `${TPA}/completo/${id}`)).json();
    expect(complete.unfilledSteps).toEqual([]);
    const today = complete.results.contractStatus;
    expect(complete.results).toEqual(
      JSON.parse(
        JSON.stringify({
          ...tpaResults(OLD_ANSWERS, 'Acme Indústria Ltda', '2026-01-01'),
          contractStatus: today,
        }),
      ),
    );
    expect(complete.results.maturityScore).toMatchObject({ result: 64.29, label: 'Moderado' });

    expect(
      (await call('POST', `${TPA}/tab/salvar`, { id, contact: 'Express RH S.A.' })).statusCode,
    ).toBe(200);
    const stored = await storedRow(id);
    expect(stored!.answers).toMatchObject({ ...OLD_ANSWERS, contact: 'Express RH S.A.' });
    expect(stored!.answers).not.toHaveProperty('companyName');
  });
});

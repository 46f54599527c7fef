import { TPA_CONTRACT_KEYS, TPA_MATURITY_KEYS, TPA_POSITION_KEYS } from '../types/assessment';
import { businessCalendar } from '../calendar';
import {
  TPA_FIELDS,
  tpaContractStatus,
  tpaMissingQuestions,
  tpaResults,
} from '../assessments/tpa-rules';
import { definitionMissing, mergeDefinitionAnswers } from './definition-answers';
import { answersFromFlat, answersToFlat, flatWireFields } from './definition-flat-wire';
import { definitionResult } from './definition-scoring';
import { definitionProblems } from './definition-validator';
import { SPEC_KIND_DEFINITIONS } from './registry';
import { TPA } from './tpa';

// The TPA as a definition (issue 32): its record keeps the spec's flat shape and its result is the
// hand-tested rules' (tpa-rules.test.ts), read from the typed answers.

const blob = (keys: readonly string[], answer: (key: string) => 'yes' | 'no' | '') =>
  JSON.stringify(
    Object.fromEntries(keys.map((key) => [key, { answer: answer(key), comments: '' }])),
  );

/** A record as the coded kind stored it. */
const STORED = {
  areaResponsable: 'Processamento da folha',
  contact: 'Express RH Ltda',
  receiveDate: '01/02/2024',
  reviewDate: '31/01/2025',
  processingStarted: 'yes',
  dpo: 'Nome, CPF',
  jsonMaturityQuestions: blob(TPA_MATURITY_KEYS, (key) =>
    TPA_MATURITY_KEYS.indexOf(key as never) < 9 ? 'yes' : 'no',
  ),
  jsonCompanyPosition: blob(TPA_POSITION_KEYS, (key) => (key === 'purposesResult' ? 'yes' : 'no')),
  jsonThirdPartyPosition: blob(TPA_POSITION_KEYS, (key) => (key === 'collectData' ? '' : 'no')),
  jsonContractAvaliation: blob(TPA_CONTRACT_KEYS, (key) => (key === 'instructions' ? 'no' : 'yes')),
};

const context = { today: '2026-11-25', calendar: businessCalendar(), clientName: 'Acme' };

describe('the TPA as a definition', () => {
  it('holds together, listed with the spec kinds moved onto the engine', () => {
    expect(SPEC_KIND_DEFINITIONS).toContain(TPA);
    expect(definitionProblems(TPA)).toEqual([]);
  });

  it("carries the coded kind's fields on its flat wire", () => {
    expect([...flatWireFields(TPA)].sort()).toEqual([...TPA_FIELDS].sort());
  });

  it("reads a stored record back to the same flat object (companyName is the record's)", () => {
    const flat = answersToFlat(TPA, answersFromFlat(TPA, STORED).answers);
    expect(flat).toEqual({ ...STORED, obs: null, obsToDpo: null });
    expect(flat).not.toHaveProperty('companyName');
  });

  it('needs what the coded kind needed on each checked step', () => {
    const typed = answersFromFlat(TPA, STORED).answers;
    const missing = definitionMissing(TPA, typed);
    const coded = tpaMissingQuestions(STORED);
    expect([missing[2], missing[3], missing[4]]).toEqual([coded[2], coded[3], coded[4]]);
    expect(missing[3]).toEqual(['Terceiro: Decidiu coletar ou tratar os dados pessoais?']);
    expect(definitionMissing(TPA, {})[2]).toHaveLength(14);
  });

  it('computes the result of the rules, and reads the contract dates on the day', () => {
    const typed = answersFromFlat(TPA, STORED).answers;
    expect(definitionResult(TPA, typed, context)).toEqual(tpaResults(STORED, 'Acme', '2026-11-25'));
    const stored = { ...tpaResults(STORED, 'Acme', '2024-06-01'), contractStatus: [] };
    expect(TPA.custom!.today!(stored, typed, context)).toEqual({
      ...stored,
      contractStatus: tpaContractStatus(STORED, '2026-11-25'),
    });
  });

  it('refuses the sent contracting party as an answer, and keeps the dates as typed days', () => {
    const read = answersFromFlat(TPA, { companyName: 'Outra', receiveDate: '10/05/2026' });
    expect(read.answers).toEqual({ receiveDate: '2026-05-10' });
    const check = mergeDefinitionAnswers(TPA, {}, read.answers);
    expect(check.ok && answersToFlat(TPA, check.answers).receiveDate).toBe('10/05/2026');
  });
});

import { mergeDefinitionAnswers, definitionMissing } from './definition-answers';
import type { DefinitionAnswers } from './definition-types';
import { scoreDeclared } from './definition-scoring';
import { DATA_SUBJECT_RIGHTS, PRIVACY_NOTICE_ITEMS, SITE_CHECKLIST } from './site-checklist';

const scoring = SITE_CHECKLIST.scoring!;
const ALL_NOTICE = PRIVACY_NOTICE_ITEMS.map((item) => item.value);
const ALL_RIGHTS = DATA_SUBJECT_RIGHTS.map((right) => right.value);

const everythingRight: DefinitionAnswers = {
  address: 'https://www.exemplo.com.br',
  platform: 'site',
  checkedOn: '2026-11-26',
  nonEssentialCookies: 'yes',
  cookieBanner: 'yes',
  rejectAsEasyAsAccept: 'yes',
  noCookiesBeforeConsent: 'yes',
  granularCategories: 'yes',
  withdrawConsent: 'yes',
  cookiePolicy: 'yes',
  privacyNotice: 'yes',
  privacyNoticeContents: ALL_NOTICE,
  privacyNoticeClear: 'yes',
  rightsChannel: 'yes',
  rightsCovered: ALL_RIGHTS,
  rightsFreeOfCharge: 'yes',
  rightsReplyWithReasons: 'yes',
  rightsOpposition: 'yes',
  rightsAnpdPetition: 'yes',
  dpoIdentityPublished: 'yes',
  dpoContactPublished: 'yes',
  https: 'yes',
  softwareUpdated: 'yes',
  adminStrongAuth: 'yes',
  credentialStorage: 'yes',
  backups: 'yes',
};

// Weights: cookies 2+2+3+1+1 (only with non-essential cookies) + 1 (policy); privacy notice 3 +
// 7 items of art. 9 + 1; rights channel 3 + 9 rights of art. 18 + 4 paragraphs; encarregado
// 1+1; security 3+2+2+2 (passwords, unless there are no accounts)+1.
const noCookiesWeakChannel: DefinitionAnswers = {
  ...everythingRight,
  nonEssentialCookies: 'no',
  cookiePolicy: 'no',
  privacyNoticeContents: ['purpose', 'controllerIdentity', 'controllerContact', 'rights'],
  rightsChannel: 'no',
  rightsAnpdPetition: 'no',
  dpoContactPublished: 'no',
  adminStrongAuth: 'no',
  credentialStorage: 'notApplicable',
};

const partialCookies: DefinitionAnswers = {
  ...everythingRight,
  rejectAsEasyAsAccept: 'no',
  noCookiesBeforeConsent: 'no',
  rightsCovered: ['confirmation', 'access', 'correction', 'portability', 'deletion', 'withdrawal'],
  rightsFreeOfCharge: 'no',
  rightsOpposition: 'no',
  rightsAnpdPetition: 'no',
  backups: 'no',
};

/** What is kept after a save (follow-ups of a 'no' are dropped). */
const saved = (answers: DefinitionAnswers) => {
  const check = mergeDefinitionAnswers(SITE_CHECKLIST, {}, answers);
  if (!check.ok) throw new Error(check.problems.join('; '));
  return check.answers;
};

describe('site and app checklist scoring (hand-computed)', () => {
  it.each([
    [
      'everything in place',
      everythingRight,
      {
        cookies: [10, 10, 100, 'Adequado'],
        privacyNotice: [11, 11, 100, 'Adequado'],
        rightsChannel: [16, 16, 100, 'Adequado'],
        dpo: [2, 2, 100, 'Adequado'],
        security: [10, 10, 100, 'Adequado'],
        overall: [49, 49, 100, 'Adequado'],
      },
    ],
    [
      'no non-essential cookies, no rights channel, no password accounts',
      noCookiesWeakChannel,
      {
        // Only the cookie policy applies: 0 of 1.
        cookies: [0, 1, 0, 'Inadequado'],
        // 3 (notice) + 4 of 7 items + 1 (clear) = 8 of 11 = 72.7 %.
        privacyNotice: [8, 11, 72.7, 'Parcialmente adequado'],
        rightsChannel: [0, 16, 0, 'Inadequado'],
        dpo: [1, 2, 50, 'Inadequado'],
        // Passwords do not apply: 3 + 2 + 1 of 8 = 75 %.
        security: [6, 8, 75, 'Parcialmente adequado'],
        // 15 of 38 = 39.47 %.
        overall: [15, 38, 39.5, 'Inadequado'],
      },
    ],
    [
      'cookies half right, six rights, no backups',
      partialCookies,
      {
        // 2 (banner) + 1 (categories) + 1 (withdrawal) + 1 (policy) = 5 of 10.
        cookies: [5, 10, 50, 'Inadequado'],
        privacyNotice: [11, 11, 100, 'Adequado'],
        // 3 (channel) + 6 rights + 1 (reply with reasons) = 10 of 16 = 62.5 %.
        rightsChannel: [10, 16, 62.5, 'Parcialmente adequado'],
        dpo: [2, 2, 100, 'Adequado'],
        // 9 of 10 = 90 %: the lower edge of 'Adequado'.
        security: [9, 10, 90, 'Adequado'],
        // 37 of 49 = 75.51 %.
        overall: [37, 49, 75.5, 'Parcialmente adequado'],
      },
    ],
  ] as const)('%s', (_name, answers, expected) => {
    const result = scoreDeclared(scoring, saved(answers));
    const byKey = Object.fromEntries(
      [...result.sections, result.overall].map((s) => [
        s.key,
        [s.earned, s.possible, s.score, s.band?.label],
      ]),
    );
    expect(byKey).toEqual(expected);
  });

  it('lists what to fix, each with its article, in the sections order', () => {
    const { fixes } = scoreDeclared(scoring, saved(noCookiesWeakChannel));
    expect(fixes.map((fix) => fix.item)).toEqual([
      'cookiePolicy',
      'privacyNotice-formAndDuration',
      'privacyNotice-sharing',
      'privacyNotice-responsibilities',
      'rightsChannel',
      ...ALL_RIGHTS.map((right) => `rights-${right}`),
      'rightsFreeOfCharge',
      'rightsReplyWithReasons',
      'rightsOpposition',
      'rightsAnpdPetition',
      'dpoContactPublished',
      'adminStrongAuth',
    ]);
    expect(fixes[1]).toEqual({
      section: 'privacyNotice',
      item: 'privacyNotice-formAndDuration',
      text: 'Informe no aviso de privacidade como os dados são tratados e por quanto tempo.',
      article: 'LGPD art. 9º, II',
    });
    expect(fixes.find((fix) => fix.item === 'dpoContactPublished')).toEqual({
      section: 'dpo',
      item: 'dpoContactPublished',
      text: 'Publique as informações de contato do encarregado no site ou app.',
      article: 'LGPD art. 41, §1º',
    });
    expect(fixes.find((fix) => fix.item === 'rights-portability')?.article).toBe('LGPD art. 18, V');
  });

  it('asks only the cookie policy when no non-essential cookie is used', () => {
    const missing = definitionMissing(SITE_CHECKLIST, { nonEssentialCookies: 'no' });
    expect(missing[2]).toEqual([
      'Há uma política de cookies acessível, com as categorias, finalidades, duração e terceiros envolvidos?',
    ]);
    expect(definitionMissing(SITE_CHECKLIST, { nonEssentialCookies: 'yes' })[2]).toHaveLength(6);
    expect(Object.values(definitionMissing(SITE_CHECKLIST, everythingRight)).flat()).toEqual([]);
  });
});

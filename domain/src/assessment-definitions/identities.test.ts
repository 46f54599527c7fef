import { AUTHORITIES, PERMISSION_GROUPS, ROLE_CATALOG } from '../authorities';
import { FEATURES } from '../access-policy';
import { CONTRACTABLE_FUNCTIONS, CONTRACTABLE_FUNCTION_LABELS } from '../client-functions';
import {
  ASSESSMENT_FORMS,
  ASSESSMENT_FORM_OPTIONS,
  assessmentRowPath,
} from '../assessments/assessment-forms';
import { ASSESSMENT_KIND_BY_FORM_ID } from '../types/assessment';
import { DEFINITION_ACCESS } from './definition-access';
import { DEFINITION_IDENTITIES } from './identities';
import { ASSESSMENT_DEFINITIONS } from './registry';

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe('the identities of the kinds written as definitions (issue 32)', () => {
  it('keep the wire values the database, the demo data and the spec rely on', () => {
    // Written by hand: a kind's role, role id, formId, function key, label and route never change
    // once stored (docs/decisions.md "Assessment kinds as definitions").
    expect(
      DEFINITION_IDENTITIES.map((identity) => [
        identity.kind,
        identity.formId,
        identity.apiSegment,
        identity.route,
        identity.authority,
        identity.roleId,
        identity.roleDescription,
        identity.feature,
        identity.functionLabel,
        identity.demoContracted,
      ]),
    ).toEqual([
      [
        'siteChecklist',
        6,
        'checklist-site-app',
        '/checklist-site-app',
        'ROLE_CHECKLIST_SITE_APP',
        10,
        'Checklist de site e app',
        'siteChecklist',
        'Checklist de site e app',
        true,
      ],
      ['ripd', 7, 'ripd', '/ripd', 'ROLE_RIPD', 11, 'RIPD (DPIA)', 'ripd', 'RIPD (DPIA)', true],
      [
        'securityIncident',
        8,
        'incidente-seguranca',
        '/incidente-seguranca',
        'ROLE_INCIDENTE_SEGURANCA',
        12,
        'Registro de incidentes de segurança',
        'securityIncident',
        'Registro de incidentes de segurança',
        true,
      ],
    ]);
  });

  it('are listed in the order of the access rows and of the definitions, each with its own row', () => {
    expect(DEFINITION_IDENTITIES.map((identity) => identity.kind)).toEqual(
      DEFINITION_ACCESS.map((access) => access.kind),
    );
    expect(ASSESSMENT_DEFINITIONS.map((definition) => definition.kind)).toEqual(
      DEFINITION_IDENTITIES.map((identity) => identity.kind),
    );
    DEFINITION_IDENTITIES.forEach((identity, index) => {
      expect(identity).toMatchObject(DEFINITION_ACCESS[index]!);
      expect(ASSESSMENT_DEFINITIONS[index]).toMatchObject(identity);
    });
  });

  it('name no kind, formId, route, call segment, role, role id, function or card twice', () => {
    const forms = Object.values(ASSESSMENT_FORMS);
    expect(unique(forms.map((form) => form.kind))).toBe(true);
    expect(unique(forms.map((form) => form.formId))).toBe(true);
    expect(unique(forms.map((form) => form.route))).toBe(true);
    expect(unique(forms.map((form) => form.apiSegment))).toBe(true);
    expect(unique(Object.keys(AUTHORITIES))).toBe(true);
    expect(unique(Object.values(AUTHORITIES))).toBe(true);
    expect(unique(ROLE_CATALOG.map((role) => role.id))).toBe(true);
    expect(unique(CONTRACTABLE_FUNCTIONS)).toBe(true);
    const cardKeys = DEFINITION_IDENTITIES.flatMap((identity) =>
      identity.cards.map((card) => ('key' in card ? card.key : identity.feature)),
    );
    expect(unique(cardKeys)).toBe(true);
  });

  it.each(DEFINITION_IDENTITIES.map((identity) => [identity.kind, identity] as const))(
    '%s: every registry holds its entry',
    (_kind, identity) => {
      expect((AUTHORITIES as Record<string, string>)[identity.authorityKey]).toBe(
        identity.authority,
      );
      expect(ROLE_CATALOG).toContainEqual({
        id: identity.roleId,
        name: identity.authority,
        description: identity.roleDescription,
      });
      // The user form's 'Avaliações e Recursos' group offers its role.
      expect(PERMISSION_GROUPS[0]!.roles.map((role) => role.name)).toContain(identity.authority);
      expect(CONTRACTABLE_FUNCTIONS).toContain(identity.feature);
      expect(CONTRACTABLE_FUNCTION_LABELS[identity.feature]).toBe(identity.functionLabel);
      expect(FEATURES[identity.feature]).toEqual({
        policy: identity.authority,
        contract: identity.feature,
      });
      expect(ASSESSMENT_FORM_OPTIONS).toContainEqual({
        id: identity.formId,
        label: identity.title,
        rowPath: `${identity.route.slice(1)}/`,
      });
      expect(ASSESSMENT_KIND_BY_FORM_ID[identity.formId]).toBe(identity.kind);
      expect(ASSESSMENT_FORMS[identity.kind]).toMatchObject({
        formId: identity.formId,
        apiSegment: identity.apiSegment,
        route: identity.route,
        authority: identity.authority,
        feature: identity.feature,
        title: identity.title,
        stepTitles: [...identity.stepTitles, identity.resultTitle],
        fromDefinition: true,
      });
      expect(assessmentRowPath(identity.formId, 3)).toBe(`${identity.route}/3`);
    },
  );

  it("come after the spec's four kinds, in the lists a person reads in order", () => {
    const kinds = DEFINITION_IDENTITIES.map((identity) => identity.feature);
    expect(CONTRACTABLE_FUNCTIONS.slice(0, 4 + kinds.length)).toEqual([
      'projectEvaluation',
      'tpa',
      'ropa',
      'ali',
      ...kinds,
    ]);
    expect(ASSESSMENT_FORM_OPTIONS.map((option) => option.id)).toEqual([
      1,
      2,
      4,
      5,
      ...DEFINITION_IDENTITIES.map((identity) => identity.formId),
    ]);
  });
});

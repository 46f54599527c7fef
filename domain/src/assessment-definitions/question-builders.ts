import type { YesNoQuestion } from './definition-types';

/**
 * A yes/no question of a definition. A questionnaire binds it to its own answer codes, so that a
 * misspelt code fails the type check: `const yesNo = yesNoQuestion<AliCode>;`.
 */
export function yesNoQuestion<Code extends string>(
  code: Code,
  label: string,
  extra: Partial<YesNoQuestion> = {},
): YesNoQuestion {
  return { code, type: 'yesNo', label, ...extra };
}

import { expect, type Locator, type Page } from '@playwright/test';

// The accordion wizard of the assessments (spec 3 section 2), as the journeys drive it.

/** The open accordion step with this title (a regular expression's source). */
export const step = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(title) });

/** Answers a yes/no question of a step (or of a list's item) by the start of its wording. */
export async function answerYesNo(scope: Locator, question: RegExp, choice: 'Sim' | 'Não') {
  await scope.getByRole('group', { name: question }).getByLabel(choice, { exact: true }).check();
}

/** Próximo: the step saves and closes as the next one opens. */
export async function nextStep(page: Page, title: string) {
  await step(page, title).getByRole('button', { name: 'Próximo' }).click();
  await expect(step(page, title)).toBeHidden();
}

import { expect, test, type Page } from '@playwright/test';
import {
  apiAs,
  cardStates,
  DEMO,
  expectToast,
  invitationPath,
  signIn,
  signInThroughForm,
  uniqueSuffix,
} from '../support/journeys';

const ACME = { id: 1001, name: 'Acme Indústria Ltda' };
const PASSWORD = 'Convite#2026';

/** The cards of Acme's contracted functions (demo data) a granular user sees on /home. */
const ACME_HOME_CARDS = [
  'Avaliação de Novos Projetos',
  'Avaliação de Terceiros',
  'ROPA',
  'Avaliação de Legítimo Interesse',
  // Issue 32: Acme contracted the site and app checklist (demo data).
  'Checklist de site e app',
  // Issue 32: and the RIPD, under the card 'DPIA'.
  'DPIA',
  // Issue 32: and the security incident register.
  'Notificação de incidente de segurança',
  // Every saved assessment, for whoever holds an assessment authority (assessments B1).
  'Avaliações',
  'Controle Orçamentário',
  'Dashboards',
  'Gerenciamento de Usuários',
  'Documentos',
  'Contratos',
  'Consultas',
  'Simulador de multas',
];

async function signInExpectingRefusal(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.locator('input[name="userName"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Searches the users list and waits until the row of `name` is the only one. */
async function findUserRow(page: Page, name: string) {
  await page.getByPlaceholder('Buscar...').fill(name);
  const rows = page.getByRole('table', { name: 'Usuários' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
  return rows.first();
}

test('an admin creates a granular Acme user with two permissions; the invited user sets a password, accepts the terms and sees exactly those cards', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const user = {
    username: `convidado.${suffix}`,
    name: `Lúcia Convidada ${suffix}`,
    email: `convidado.${suffix}@acme.local`,
  };

  await signIn(page, DEMO.admin);
  await page.goto('/users');
  await page.getByRole('button', { name: 'Novo Usuário' }).click();
  await page.waitForURL('**/users/new');
  await page
    .getByRole('combobox', { name: 'Perfil de Acesso', exact: true })
    .selectOption({ label: 'Usuário do cliente' });
  const client = page.getByRole('combobox', { name: 'Cliente', exact: true });
  await expect(client).toBeEnabled();
  await client.selectOption({ label: ACME.name });
  await page.getByRole('textbox', { name: 'Usuário', exact: true }).fill(user.username);
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(user.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('textbox', { name: 'Cargo' }).fill('Analista de Privacidade');
  await page.getByRole('textbox', { name: 'Departamento' }).fill('Jurídico');
  const permissions = page.getByRole('group', { name: 'Permissões' });
  await permissions.getByRole('checkbox', { name: 'Avaliação de Novos Projetos' }).check();
  await permissions
    .getByRole('checkbox', { name: 'ROPA - Registro das Operações de Tratamento' })
    .check();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Usuário criado com sucesso!');
  await page.waitForURL(/\/users$/);

  const row = await findUserRow(page, user.name);
  await expect(row).toContainText('Usuário do cliente');
  await expect(row).toContainText('Ativo');

  // The new user follows the link of the welcome e-mail in a fresh browser session.
  await page.evaluate(() => localStorage.clear());
  const link = await invitationPath(user.email);
  expect(link).toMatch(/^\/newPassword\?email=.+&invite=.+/);
  await page.goto(link);
  await page.getByLabel('Nova senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar nova senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Cadastrar senha' }).click();
  await expectToast(page, 'Nova senha cadastrada');
  await page.waitForURL('**/login');

  // First sign-in: only the terms until they are accepted.
  await signInThroughForm(page, { username: user.username, password: PASSWORD });
  const accept = page.getByRole('button', { name: 'Aceitar e continuar' });
  await expect(accept).toBeDisabled();
  await expect(page.getByRole('list', { name: 'Funções' })).toHaveCount(0);
  await page.getByLabel('Li e aceito os Termos de Uso e o Aviso de Privacidade.').check();
  await accept.click();
  await page.waitForURL('**/home');

  const cards = await cardStates(page);
  expect([...cards.enabled, ...cards.disabled].sort()).toEqual([...ACME_HOME_CARDS].sort());
  // Dashboards and the simulator need no permission (spec 1 sections 2.5 and 6).
  expect(cards.enabled.sort()).toEqual(
    [
      'Avaliação de Novos Projetos',
      'Avaliações',
      'Dashboards',
      'ROPA',
      'Simulador de multas',
    ].sort(),
  );

  // The acceptance holds: the next sign-in goes straight to the cards.
  await page.evaluate(() => localStorage.clear());
  await signInThroughForm(page, { username: user.username, password: PASSWORD });
  await expect(page.getByRole('list', { name: 'Funções' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aceitar e continuar' })).toHaveCount(0);
});

test('an admin disables a user from the row menu; that user can no longer sign in', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const user = {
    username: `desligado.${suffix}`,
    name: `Mauro Desligado ${suffix}`,
    email: `desligado.${suffix}@acme.local`,
  };
  await signIn(page, DEMO.admin);
  // A user with a password of its own, made outside the screens under test.
  await apiAs(page, 'POST', '/user', {
    username: user.username,
    name: user.name,
    email: user.email,
    jobTitle: 'Assistente',
    department: 'Compras',
    employeeDanielLaw: 0,
    temporaryAccess: false,
    expirationDate: null,
    client: { id: ACME.id },
    roles: [{ id: 3 }],
  });
  const token = new URL(`http://x${await invitationPath(user.email)}`).searchParams.get('invite');
  await apiAs(page, 'POST', '/user/set-password', { token, password: PASSWORD });

  await page.goto('/users');
  const row = await findUserRow(page, user.name);
  await row.getByRole('button', { name: `Ações de ${user.name}` }).click();
  await page.getByRole('menuitem', { name: 'Desativar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Você realmente deseja desativar o usuário?' });
  await confirm.getByRole('button', { name: 'Sim' }).click();
  await expectToast(page, 'Status alterado com sucesso');
  await expect(row).toContainText('Inativo');

  await page.evaluate(() => localStorage.clear());
  await signInExpectingRefusal(page, user.username, PASSWORD);
  await expectToast(page, 'Usuário inativo ou com acesso expirado');
  await expect(page).toHaveURL(/\/login$/);
});

test('a new price period on /clientPricesHours closes the open one the day before and becomes the current price', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const clientId = String(7000 + Math.floor(Math.random() * 2000));
  const clientName = `Cliente Preço ${suffix}`;
  await signIn(page, DEMO.admin);
  await page.goto('/clientPricesHours');
  await expect(page.getByRole('heading', { name: 'Gerenciar Preço/Hora Cliente' })).toBeVisible();

  // A client of its own, so the demo clients' prices stay as the other journeys expect them.
  await page.getByRole('button', { name: 'Novo Cliente' }).click();
  const newClient = page.getByRole('dialog', { name: 'Novo Cliente' });
  await newClient.getByLabel(/Pasta/).fill(clientId);
  await newClient.getByLabel(/Nome do Cliente/).fill(clientName);
  await newClient.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Cliente criado com sucesso!');

  const addPeriod = async (price: string, start: string) => {
    await page.getByRole('button', { name: 'Novo preço' }).click();
    const modal = page.getByRole('dialog', { name: 'Novo preço' });
    await modal.getByLabel('Cliente').selectOption({ label: clientName });
    await modal.getByLabel('Preço/hora').pressSequentially(price);
    await modal.getByLabel('Início Vigência').pressSequentially(start);
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Preço cadastrado com sucesso!');
    await expect(modal).toHaveCount(0);
  };
  await addPeriod('200', '01012025');
  await addPeriod('275,5', '01032026');

  await page.getByLabel('Cliente', { exact: true }).selectOption({ label: clientName });
  const rows = page
    .getByRole('table', { name: 'Preços por hora dos clientes' })
    .locator('tbody tr');
  await expect(rows).toHaveCount(2);
  const texts = (await rows.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  expect(texts).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^Cliente Preço \w+ R\$\s?275,50 01\/03\/2026 Editar$/),
      expect.stringMatching(/^Cliente Preço \w+ R\$\s?200,00 01\/01\/2025 28\/02\/2026 Editar$/),
    ]),
  );

  // What the demand form reads as the client's hourly rate.
  const current = await apiAs<{ valorHora: number | null }>(
    page,
    'GET',
    `/client-prices-hours/current/${clientId}`,
  );
  expect(current.valorHora).toBe(275.5);
});

test('a lawyer made inactive on /lawyerManagement leaves the lawyer choices of the demand form; an active one is offered', async ({
  page,
}) => {
  const name = `Doutora ${uniqueSuffix()}`;
  const lawyerChoices = async () => {
    await page.goto('/demands/new');
    const select = page.getByRole('combobox', { name: 'Advogado(a)' });
    await expect(select.locator('option', { hasText: 'Ana Beatriz Ferreira' })).toHaveCount(1);
    return select.locator('option').allTextContents();
  };

  await signIn(page, DEMO.admin);
  await page.goto('/lawyerManagement');
  await page.getByRole('button', { name: 'Novo Advogado' }).click();
  const modal = page.getByRole('dialog', { name: 'Adicionar Advogado' });
  await modal.getByLabel('Nome do advogado').fill(name);
  await modal.getByRole('button', { name: 'Adicionar' }).click();
  await expectToast(page, 'Advogado cadastrado com sucesso!');

  const before = await lawyerChoices();
  expect(before).toContain(name);
  // The demo's inactive lawyer is never offered.
  expect(before).not.toContain('Mariana Alves Rocha');

  await page.goto('/lawyerManagement');
  await page.getByPlaceholder('Busca por advogado').fill(name);
  const rows = page.getByRole('table', { name: 'Advogados' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: `Alterar status de ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Alterar status do advogado' });
  await expect(confirm).toContainText(`Você realmente deseja inativar o advogado ${name}?`);
  await confirm.getByRole('button', { name: 'Sim' }).click();
  await expectToast(page, 'Status do advogado alterado com sucesso!');
  await expect(rows.first()).toContainText('Inativo');

  const after = await lawyerChoices();
  expect(after).not.toContain(name);
  expect(after).toEqual(before.filter((choice) => choice !== name));
});

import { expect, test, type Page } from '@playwright/test';
import {
  apiAs,
  cardTitles,
  DEMO,
  expectToast,
  latestMail,
  signIn,
  signInThroughForm,
} from '../support/journeys';
import { seriousA11yViolations } from '../support/a11y';
import { E2E_PORTS } from '../support/system';

const NO_ACCESS = 'Você não possui acesso a esta função.';
const AREA_DOWN = 'Não foi possível carregar esta área. Tente novamente.';

async function openProfileMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Menu do usuário ${name}` }).click();
}

test('an anonymous visitor is sent to the login form, which shows the build number', async ({
  page,
}) => {
  await page.goto('/home');
  await page.waitForURL('**/login');
  await expect(page.locator('input[name="userName"]')).toBeVisible();
  await expect(page.getByText(/^Versão 1\.13\.0 \(build .+\)$/)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a wrong password shows the server message and the attempts left', async ({ page }) => {
  await page.goto('/login');
  await page.locator('input[name="userName"]').fill(DEMO.clientAdmin.username);
  await page.locator('input[name="password"]').fill('Errada@123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expectToast(page, 'Usuário ou senha inválidos');
  await expect(page.getByRole('alert').filter({ hasText: 'Restam 4 tentativas' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the firm admin sees the fixed cards, the staff extras and the staff menu', async ({
  page,
}) => {
  await signInThroughForm(page, DEMO.admin);
  await expectToast(page, `Sua sessão expira às ${await expectedExpiryTime(page)}`);
  const titles = await cardTitles(page);
  expect(titles).toEqual(
    expect.arrayContaining([
      'Avaliação de Novos Projetos',
      'Simulador de multas',
      'Gerenciar Preço por Cliente',
      'Solicitações Arquivadas',
      'Documentos',
      'Gerenciamento de Advogados',
    ]),
  );
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Solicitações' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Início' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a granular client user sees its client cards; a card without permission warns', async ({
  page,
}) => {
  await signIn(page, DEMO.clientUser);
  const titles = await cardTitles(page);
  expect(titles).toEqual(
    expect.arrayContaining(['Avaliação de Novos Projetos', 'ROPA', 'Controle Orçamentário']),
  );
  expect(titles).not.toContain('Gerenciamento de Advogados');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  // The staff's 'Solicitações' (spec 1 section 2.6); a client keeps 'Minhas Solicitações'.
  await expect(menu.getByRole('link', { name: 'Solicitações', exact: true })).toHaveCount(0);

  // The card is greyed out (aria-disabled) but answers a click with the reason.
  await page
    .getByRole('list', { name: 'Funções' })
    .getByRole('button', { name: 'Controle Orçamentário' })
    .click({ force: true });
  await expectToast(page, NO_ACCESS);
  await expect(page).toHaveURL(/\/home$/);
});

test('a client user opening a page of a policy it lacks gets the warning and goes home', async ({
  page,
}) => {
  await signIn(page, DEMO.clientUser);
  await page.goto('/budgetControl');
  await expectToast(page, NO_ACCESS);
  await page.waitForURL('**/home');
});

test('a participant opening a page it lacks gets the warning and returns to its demands', async ({
  page,
}) => {
  await signIn(page, DEMO.participant, '/clientDemands');
  await page.goto('/budgetControl');
  await expectToast(page, NO_ACCESS);
  await page.waitForURL('**/clientDemands');
  await expect(page.getByRole('list', { name: 'Funções' })).toHaveCount(0);
});

test('a participant lands on client demands without the home items in the menu', async ({
  page,
}) => {
  await signInThroughForm(page, DEMO.participant, '/clientDemands');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Termo de Uso e Privacidade' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Início' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Todas Funções' })).toHaveCount(0);
});

test('password recovery: e-mail, code read from the outbox, new password, sign-in', async ({
  page,
}) => {
  const email = 'beta.usuario@beta.local';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await page.locator('input[name="user_recover"]').fill(email);
  await page.getByRole('button', { name: 'Enviar Email' }).click();
  await expectToast(page, 'Email enviado');
  await page.waitForURL(/\/verificationCode\?email=/);

  const code = (await latestMail(email)).text.match(/\b\d{5}\b/)?.[0];
  expect(code).toMatch(/^\d{5}$/);

  // Pasting the whole code into the first box fills the five.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), code as string);
  await page.locator('input[name="ssn_1"]').click();
  await page.keyboard.press('Control+V');
  for (let i = 1; i <= 5; i += 1) {
    await expect(page.locator(`input[name="ssn_${i}"]`)).toHaveValue(
      (code as string)[i - 1] as string,
    );
  }
  await page.getByRole('button', { name: 'Verificar código' }).click();
  await page.waitForURL(/\/newPassword\?email=/);

  await page.getByLabel('Nova senha', { exact: true }).fill('Recuperada#2026');
  await page.getByLabel('Confirmar nova senha').fill('Recuperada#2026');
  await page.getByRole('button', { name: 'Cadastrar senha' }).click();
  await expectToast(page, 'Nova senha cadastrada');
  await page.waitForURL('**/login');

  await signInThroughForm(page, { username: 'beta.usuario', password: 'Recuperada#2026' });
});

test('change password from the profile menu, then sign in with the new one', async ({ page }) => {
  await signIn(page, { username: 'beta.admin', password: 'Beta@1234' });
  await openProfileMenu(page, await userName(page));
  await page.getByRole('menuitem', { name: 'Alterar Senha' }).click();
  await page.waitForURL('**/changePassword');
  await page.locator('input[name="oldPassword"]').fill('Beta@1234');
  await page.locator('input[name="newPassword"]').fill('Trocada#2026');
  await page.locator('input[name="confirmPassword"]').fill('Trocada#2026');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Senha atualizada com sucesso.');
  // The change keeps this session and goes home (spec 1 section 2.4, platform m1); the new
  // password signs in after 'Sair'.
  await page.waitForURL('**/home');
  await openProfileMenu(page, await userName(page));
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL('**/login');
  await signInThroughForm(page, { username: 'beta.admin', password: 'Trocada#2026' });

  // The demo password back, so the journeys after this one on the same system sign in as
  // beta.admin as the README says.
  await apiAs(page, 'PUT', '/user/update-password', {
    oldPassword: 'Trocada#2026',
    newPassword: 'Beta@1234',
  });
});

test('Sair clears the session and ends on the login page', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await openProfileMenu(page, await userName(page));
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('dpohub:token'))).toBeNull();
  await page.goto('/home');
  await page.waitForURL('**/login');
});

test('an expired token gives the toast and the login page after 3 s', async ({ page }) => {
  await signIn(page, DEMO.clientUser);
  await cardTitles(page); // the client's cards have loaded with the good token
  await page.evaluate(() => localStorage.setItem('dpohub:token', 'expirado.invalido.token'));
  await page.reload(); // home asks the API for the client's cards with the dead token
  await expectToast(page, 'Login expirado, por favor logue novamente');
  await page.waitForURL('**/login', { timeout: 6000 });
  expect(await page.evaluate(() => localStorage.getItem('dpohub:authenticated'))).toBeNull();
});

test('a remote whose server is down is contained; the rest of the portal keeps working', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  // The auth remote's origin refuses connections, as a stopped server does.
  const authOrigin = `http://127.0.0.1:${E2E_PORTS.auth}/**`;
  await page.route(authOrigin, (route) => route.abort('connectionrefused'));
  await page.goto('/changePassword');
  await expect(page.getByText(AREA_DOWN)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Todas Funções' })
    .click();
  await page.waitForURL('**/functions');
  await expect(page.getByRole('button', { name: 'Simulador de multas' })).toBeVisible();

  // The server is back: 'Tentar novamente' loads the area without reloading the page.
  await page.unroute(authOrigin);
  await page.goBack();
  await page.waitForURL('**/changePassword');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.locator('input[name="oldPassword"]')).toBeVisible();
});

test('one copy of React runs a page that shows two remotes', async ({ page }) => {
  await page.addInitScript(() => {
    // Every copy of react-dom registers itself with the devtools hook when it loads.
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    });
  });
  await signIn(page, DEMO.admin);
  await page
    .getByRole('list', { name: 'Funções' })
    .getByRole('button', { name: 'Simulador de multas' })
    .click();
  await page.waitForURL('**/fineSimulator');
  await expect(page.getByRole('heading', { name: /Simulador de multas/ }).first()).toBeVisible();
  await openProfileMenu(page, await userName(page));
  await page.getByRole('menuitem', { name: 'Alterar Senha' }).click();
  await expect(page.locator('input[name="oldPassword"]')).toBeVisible();

  const containers = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('remoteEntry.js'))
      .map((name) => new URL(name).port),
  );
  expect(new Set(containers)).toEqual(
    new Set([String(E2E_PORTS.simulator), String(E2E_PORTS.auth)]),
  );
  const renderers = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(renderers).toBe(1);
});

async function userName(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('dpohub:user') ?? '{}').name as string,
  );
}

async function expectedExpiryTime(page: Page): Promise<string> {
  return page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('dpohub:user') ?? '{}') as { expiresAt: number };
    const at = new Date(user.expiresAt);
    return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  });
}

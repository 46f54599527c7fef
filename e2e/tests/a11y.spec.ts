import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { axeViolations } from '../support/a11y';
import { apiAs, DEMO, signIn } from '../support/journeys';
import { E2E_PORTS } from '../support/system';

// axe on every screen of the portal, as a firm admin and as a client administrator, signed out
// (login, recovery, the public simulator) and on the marketing page, at 390 and 1366 px: no
// serious or critical violation anywhere, and none of the moderate rules of landmarks and
// headings (platform m27) either: one h1 and one main per page, no second banner or landmark of
// the same name while a dialog is open (the marketing page's embed included), headings in order.
// Each screen's counts are attached to the report ('axe-counts') and printed, so a regression
// names its screen.

const SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '1366', width: 1366, height: 768 },
] as const;
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const marketingUrl = `http://127.0.0.1:${E2E_PORTS.marketing}/`;

/** Moderate rules that must not fail on any screen (platform m27). */
const LANDMARK_AND_HEADING_RULES = [
  'landmark-no-duplicate-banner',
  'landmark-unique',
  'heading-order',
  'page-has-heading-one',
  'landmark-one-main',
  'region',
];

interface Screen {
  name: string;
  /** Opens the screen (an address, or an action on the page already open). */
  open: (page: Page) => Promise<void>;
}

interface Count {
  screen: string;
  size: string;
  serious: number;
  critical: number;
  moderate: number;
  minor: number;
  failures: string[];
}

/** Waits until the remote area and its lists have loaded (no 'Carregando...' on screen). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Carregando/)).toHaveCount(0, { timeout: 20_000 });
}

const visit = (path: string) => async (page: Page) => {
  await page.goto(path);
  await settle(page);
};

/** A RIPD with every step answered (two risks, one still 'Alto' while it may proceed), so its result draws the risk map and the warning. */
const RIPD_BODY = {
  name: 'Prontuário eletrônico (acessibilidade)',
  stepTitle: '1 - Descrição do tratamento',
  answers: {
    nature: 'Cadastro do paciente.',
    scope: 'Pacientes da rede.',
    context: 'Clínicas.',
    purposes: 'Assistência à saúde.',
    dataTypes: ['identification', 'health'],
    subjectCategories: ['patients'],
    sensitiveData: 'yes',
    vulnerableSubjects: ['elderly'],
    largeScale: 'yes',
    collectionMethod: 'Formulário.',
    legalBasis: ['contract'],
    sensitiveLegalBasis: ['healthProtection'],
    minimisation: 'Só o necessário.',
    retention: '20 anos.',
    transparency: 'Aviso.',
    rightsExercise: 'Canal do encarregado.',
    processors: 'no',
    internationalTransfer: 'no',
    highRiskCriteria: ['largeScale', 'sensitiveOrVulnerable'],
    risks: [
      ['Acesso indevido ao prontuário', '3', '4', '3', '3'],
      ['Uso para finalidade não informada', '2', '2', '1', '2'],
    ].map(([description, likelihood, severity, residualLikelihood, residualSeverity]) => ({
      description,
      rightsAffected: ['privacy'],
      likelihood,
      severity,
      measures: 'Perfis de acesso.',
      residualLikelihood,
      residualSeverity,
    })),
    securityMeasures: 'Criptografia.',
    safeguards: 'Revisão de acessos.',
    incidentPlan: 'yes',
    privacyByDesign: 'yes',
    dpoOpinion: 'De acordo.',
    dpoName: 'Paula Souza',
    dpoOpinionDate: '2026-11-20',
    decision: 'proceed',
    decisionJustification: 'Riscos tratados.',
  },
};

/** A saved RIPD's result step, open: the warning, the verdicts and the risk map. */
const ripdResult = (id: number) => async (page: Page) => {
  await visit(`/ripd/${id}`)(page);
  await page.getByRole('button', { name: /Resultado/ }).click();
  await expect(page.getByRole('table', { name: /Mapa de riscos/ })).toBeVisible();
  await settle(page);
};

/** Opens a dialog from a button of the page already open, and waits for it. */
const dialog =
  (path: string, button: string | RegExp, title: string | RegExp) => async (page: Page) => {
    await visit(path)(page);
    await page.getByRole('button', { name: button }).first().click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await settle(page);
  };

/**
 * Opens `url` as a visitor who has not registered yet: the lead token an earlier screen left
 * ('LP-token') would skip the registration.
 */
async function openAsNewVisitor(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(url);
}

const visitAsNewVisitor = (path: string) => async (page: Page) => {
  await openAsNewVisitor(page, path);
  await settle(page);
};

/** The marketing page with its embed loaded (it loads as the visitor scrolls towards it). */
async function openMarketingPage(page: Page) {
  await openAsNewVisitor(page, marketingUrl);
  await page.locator('#simulador-embed').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Simular agora!' })).toBeVisible({
    timeout: 20_000,
  });
}

let visitors = 0;

/** Registers a new visitor in the public simulator inside `scope`, up to its first step. */
async function registerVisitor(scope: Locator) {
  visitors += 1;
  const id = `${Date.now()}${visitors}`;
  await scope.getByLabel(/Nome/).fill('Vera Visitante');
  await scope.getByLabel(/E-mail/).fill(`vera.${id}@visitante.com.br`);
  await scope.getByLabel(/Empresa/).fill('Padaria Central');
  await scope.getByRole('checkbox', { name: /Li e concordo/ }).check();
  await scope.getByText('Eu não sou um robô').click();
  await expect(scope.getByText('Verificado')).toBeVisible({ timeout: 30_000 });
  await scope.getByRole('button', { name: 'Simular agora!' }).click();
  await expect(scope.getByRole('heading', { name: 'Simulador de multas' })).toBeVisible();
  await settle(scope.page());
}

/** From the simulator's first step in `scope` to its result. */
async function simulate(scope: Locator) {
  await scope
    .getByRole('checkbox', { name: 'A infração coloca em risco a vida dos titulares' })
    .check();
  await scope.getByRole('button', { name: 'Próximo' }).click();
  await scope.getByRole('radio', { name: /Grau 2/ }).check();
  await scope.getByRole('textbox', { name: /Faturamento bruto/ }).pressSequentially('1000000');
  await scope.getByRole('textbox', { name: /Tributos/ }).pressSequentially('25000');
  await scope.getByRole('button', { name: 'Próximo' }).click();
  await scope.getByRole('checkbox', { name: 'Nenhuma', exact: true }).check();
  await scope.getByRole('button', { name: 'Próximo' }).click();
  await scope.getByRole('checkbox', { name: 'Não', exact: true }).check();
  await scope.getByRole('button', { name: 'Calcular' }).click();
  await expect(
    scope.getByRole('region', { name: 'Valor Simulado da Multa', exact: true }),
  ).toBeVisible();
  await settle(scope.page());
}

async function audit(page: Page, screen: string, size: string): Promise<Count> {
  const violations = await axeViolations(page);
  const count = (impact: string) => violations.filter((v) => v.impact === impact).length;
  const failures = violations
    .filter(
      (v) =>
        v.impact === 'serious' ||
        v.impact === 'critical' ||
        LANDMARK_AND_HEADING_RULES.includes(v.id),
    )
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  if (SHOTS) {
    const file = `${screen.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${size}`;
    await page.screenshot({ path: `${SHOTS}/a11y-${file}.png`, fullPage: true });
  }
  return {
    screen,
    size,
    serious: count('serious'),
    critical: count('critical'),
    moderate: count('moderate'),
    minor: count('minor'),
    failures,
  };
}

async function auditAll(page: Page, testInfo: TestInfo, screens: readonly Screen[]) {
  const counts: Count[] = [];
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const screen of screens) {
      await test.step(`${screen.name} at ${size.name} px`, async () => {
        await screen.open(page);
        counts.push(await audit(page, screen.name, size.name));
      });
    }
  }
  const table = counts
    .map(
      (c) =>
        `${c.screen} @${c.size}: serious ${c.serious}, critical ${c.critical}, moderate ${c.moderate}, minor ${c.minor}`,
    )
    .join('\n');
  console.log(`axe (${testInfo.title})\n${table}`);
  await testInfo.attach('axe-counts', { body: table, contentType: 'text/plain' });
  for (const c of counts) {
    expect.soft(c.failures, `${c.screen} at ${c.size} px`).toEqual([]);
  }
}

test.describe.configure({ timeout: 600_000 });

test('signed out: login, recovery, the public simulator and the marketing page', async ({
  page,
}, testInfo) => {
  // Four visitors register, each solving the human check's proof of work.
  test.setTimeout(900_000);
  await auditAll(page, testInfo, [
    { name: 'login', open: visit('/login') },
    { name: 'forgetPassword', open: visit('/forgetPassword') },
    { name: 'verificationCode', open: visit('/verificationCode?email=ana%40empresa.com.br') },
    { name: 'newPassword', open: visit('/newPassword?email=ana%40empresa.com.br') },
    { name: 'simulador-de-multas', open: visitAsNewVisitor('/simulador-de-multas') },
    {
      name: 'simulador-de-multas: Termos de Uso',
      open: async (p) => {
        await visitAsNewVisitor('/simulador-de-multas')(p);
        await p.getByRole('button', { name: 'Termos de Uso' }).first().click();
        await expect(p.getByRole('dialog', { name: /Termos de Uso/ })).toBeVisible();
      },
    },
    {
      name: 'simulador-de-multas: simulação',
      open: async (p) => {
        await visitAsNewVisitor('/simulador-de-multas')(p);
        await registerVisitor(p.locator('main'));
      },
    },
    { name: 'marketing page', open: openMarketingPage },
    {
      name: 'marketing page: Termos de Uso',
      open: async (p) => {
        await openMarketingPage(p);
        const embed = p.locator('#simulador-embed');
        await embed
          .getByRole('button', { name: /Termos de Uso/ })
          .first()
          .click();
        await expect(embed.getByRole('dialog', { name: /Termos de Uso/ })).toBeVisible();
      },
    },
    {
      name: 'marketing page: simulação',
      open: async (p) => {
        await openMarketingPage(p);
        await registerVisitor(p.locator('#simulador-embed'));
      },
    },
    // The same page, on to the result.
    { name: 'marketing page: resultado', open: (p) => simulate(p.locator('#simulador-embed')) },
    {
      // The demonstration shows the loading states on purpose: its heading is the sign it is up.
      name: 'components',
      open: async (p) => {
        await p.goto('/components');
        await p.waitForLoadState('networkidle');
        await expect(p.getByRole('heading', { level: 1, name: 'Componentes' })).toBeVisible();
      },
    },
  ]);
});

test('as a firm admin: every screen and the dialogs', async ({ page }, testInfo) => {
  await signIn(page, DEMO.admin);
  const users = await apiAs<{ content: { id: number }[] }>(page, 'GET', '/user/filter?size=1');
  const demands = await apiAs<{ content: { id: number }[] }>(
    page,
    'GET',
    '/solicitacao/filter?size=1',
  );
  const userId = users.content[0]!.id;
  const demandId = demands.content[0]!.id;
  await auditAll(page, testInfo, [
    { name: 'home', open: visit('/home') },
    {
      name: 'home: Documentos (escolha do cliente)',
      open: dialog('/home', 'Documentos', 'Documentos'),
    },
    { name: 'home: ações rápidas', open: dialog('/home', 'Ações rápidas', /O que você deseja/) },
    { name: 'functions', open: visit('/functions') },
    { name: 'users', open: visit('/users') },
    { name: 'users/new', open: visit('/users/new') },
    { name: 'users/edit', open: visit(`/users/edit/${userId}`) },
    { name: 'lawyerManagement', open: visit('/lawyerManagement') },
    {
      name: 'lawyerManagement: Adicionar Advogado',
      open: dialog('/lawyerManagement', 'Novo Advogado', 'Adicionar Advogado'),
    },
    { name: 'clientPricesHours', open: visit('/clientPricesHours') },
    {
      name: 'clientPricesHours: Novo preço',
      open: dialog('/clientPricesHours', 'Novo preço', 'Novo preço'),
    },
    { name: 'clients', open: visit('/clients') },
    { name: 'clients: Novo Cliente', open: dialog('/clients', 'Novo Cliente', 'Novo Cliente') },
    { name: 'auditTrail', open: visit('/auditTrail') },
    { name: 'demands', open: visit('/demands') },
    { name: 'filedDemands', open: visit('/filedDemands') },
    { name: 'demands/new', open: visit('/demands/new') },
    { name: 'demands/edit', open: visit(`/demands/edit/${demandId}`) },
    { name: 'clientDemands/details', open: visit(`/clientDemands/details/${demandId}`) },
    { name: 'simulatedFines', open: visit('/simulatedFines') },
    { name: 'fineSimulator', open: visit('/fineSimulator') },
    { name: 'budgetControl', open: visit('/budgetControl') },
    { name: 'myAvaliations', open: visit('/myAvaliations') },
    { name: 'dashboard', open: visit('/dashboard') },
    { name: 'evaluation/project', open: visit('/evaluation/project') },
    { name: 'ali', open: visit('/ali') },
    { name: 'ropa', open: visit('/ropa') },
    { name: 'TPA', open: visit('/TPA') },
    { name: 'terms', open: visit('/terms') },
    { name: 'changePassword', open: visit('/changePassword') },
  ]);
});

test('as a client administrator: every screen and the dialogs', async ({ page }, testInfo) => {
  await signIn(page, DEMO.clientAdmin);
  const requests = await apiAs<{ content: { id: number }[] }>(
    page,
    'GET',
    '/solicitacao/documentos-consultas/filter?size=1',
  );
  const requestId = requests.content[0]!.id;
  const ripd = await apiAs<{ id: number }>(
    page,
    'POST',
    '/lei-geral-protecao-de-dados/ripd/tab/salvar',
    RIPD_BODY,
  );
  await auditAll(page, testInfo, [
    { name: 'home', open: visit('/home') },
    { name: 'functions', open: visit('/functions') },
    { name: 'clientDemands', open: visit('/clientDemands') },
    { name: 'clientDemands?modalidade=9', open: visit('/clientDemands?modalidade=9') },
    { name: 'clientDemands/new', open: visit('/clientDemands/new') },
    { name: 'clientDemands/details', open: visit(`/clientDemands/details/${requestId}`) },
    { name: 'users', open: visit('/users') },
    { name: 'users/new', open: visit('/users/new') },
    { name: 'auditTrail', open: visit('/auditTrail') },
    { name: 'budgetControl', open: visit('/budgetControl') },
    { name: 'simulatedFines', open: visit('/simulatedFines') },
    { name: 'fineSimulator', open: visit('/fineSimulator') },
    {
      name: 'fineSimulator: Cancelar Simulação',
      open: dialog('/fineSimulator', 'Cancelar', 'Cancelar Simulação'),
    },
    { name: 'myAvaliations', open: visit('/myAvaliations') },
    { name: 'ropa', open: visit('/ropa') },
    { name: 'TPA', open: visit('/TPA') },
    { name: 'checklist-site-app', open: visit('/checklist-site-app') },
    { name: 'ripd', open: visit('/ripd') },
    { name: 'ripd: Resultado', open: ripdResult(ripd.id) },
    { name: 'dashboard', open: visit('/dashboard') },
    { name: 'terms', open: visit('/terms') },
    { name: 'changePassword', open: visit('/changePassword') },
  ]);
});

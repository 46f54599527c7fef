// Click to content on client-side navigations (issue 34 bound 3), for scripts/benchmark-pages.mts.
// For each flow, in a fresh context (cold cache): sign in through the form, then one click (the
// sign-in's 'Entrar' itself, a home card, a side-menu entry, a profile-menu item) and the time
// until the page's content is on screen, with everything the browser received in between.
// All times are taken in the page, on its own clock (performance.now()): the click event's
// timeStamp, a MutationObserver that notes when every selector of the content matches, and the
// Resource Timing entries of the scripts, styles and calls (responseEnd).
import type { Browser, Page } from 'playwright-core';

export interface NavigationFlow {
  label: string;
  user: { username: string; password: string };
  /** Elements that only the loaded page shows, with its data: all must be present. */
  content: string[];
  /** What to do before the measured click (open a menu); the click is then `click`. */
  prepare?: (page: Page) => Promise<void>;
  /** The measured click; absent: the sign-in's 'Entrar'. */
  click?: (page: Page) => Promise<void>;
}

export interface NavigationTiming {
  /** Click to the content on screen, ms. */
  clickToContent: number;
  /** Click to the end of the last script, style or call that arrived before the content, ms. */
  lastArrival: number;
  /** content − last arrival: the wait with everything there (bound: <= 50 ms). */
  idleAfterLast: number;
  /** Time between click and content with nothing at all in flight, ms (wherever it falls). */
  idleTotal: number;
  /** The last arrival's address, to read the figure by. */
  lastUrl: string;
  arrivals: number;
}

const cards = (title: string) => (page: Page) =>
  page.getByRole('list', { name: 'Funções' }).getByText(title, { exact: true }).click();
const menu = (label: string) => (page: Page) =>
  page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: label, exact: true })
    .click();
const loadedTableCell = 'main table[aria-busy="false"] tbody tr td';

/** The first visit of one page of every area, and the sign-in to the home cards. */
export function navigationFlows(users: {
  admin: NavigationFlow['user'];
  clientAdmin: NavigationFlow['user'];
}): NavigationFlow[] {
  return [
    {
      label: 'sign-in → /home cards',
      user: users.admin,
      content: ['main ul[aria-label="Funções"] li'],
    },
    {
      label: 'card → /users (admin)',
      user: users.admin,
      click: cards('Gerenciamento de Usuários'),
      content: [loadedTableCell],
    },
    {
      label: 'menu → /demands (demands)',
      user: users.admin,
      click: menu('Solicitações'),
      content: [loadedTableCell],
    },
    {
      label: 'card → /budgetControl (budget)',
      user: users.clientAdmin,
      click: cards('Controle Orçamentário'),
      content: ['[data-testid="hours-balance"]'],
    },
    {
      label: 'card → /evaluation/project (assessm.)',
      user: users.admin,
      click: cards('Avaliação de Novos Projetos'),
      content: ['main input[name="name"]', 'main select[aria-busy="false"] option[value]'],
    },
    {
      label: 'menu → /simulatedFines (simulator)',
      user: users.admin,
      click: menu('Multas Simuladas'),
      content: [loadedTableCell],
    },
    {
      label: 'card → /fineSimulator (simulator)',
      user: users.admin,
      click: cards('Simulador de multas'),
      content: ['main input[name="infracao1"]'],
    },
    {
      label: 'profile → /changePassword (auth)',
      user: users.admin,
      prepare: (page) => page.getByRole('button', { name: /^Menu do usuário/ }).click(),
      click: (page) => page.getByRole('menuitem', { name: 'Alterar Senha' }).click(),
      content: ['main input[name="oldPassword"]'],
    },
  ];
}

// The in-page parts are strings: the script runner's transpiler adds helpers to functions that the
// page would not have.
/** Notes the next click's time and the moment every content selector matches. */
const armProbe = (selectors: string[]) => `(() => {
  const selectors = ${JSON.stringify(selectors)};
  const probe = { click: 0, content: 0 };
  window.__navProbe = probe;
  const check = () => {
    if (probe.click && !probe.content && selectors.every((s) => document.querySelector(s))) {
      probe.content = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  addEventListener('click', (event) => { probe.click = event.timeStamp; check(); }, { capture: true, once: true });
})()`;

interface ProbeReading {
  click: number;
  content: number;
  entries: { url: string; start: number; end: number }[];
}

const readProbe = `(() => {
  const { click, content } = window.__navProbe;
  const entries = performance.getEntriesByType('resource')
    .filter((e) => e.responseEnd > click && e.responseEnd <= content)
    .map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd }));
  return { click, content, entries };
})()`;

function summarise({ click, content, entries }: ProbeReading): NavigationTiming {
  const last = entries.reduce((a, b) => (b.end > a.end ? b : a), {
    url: '',
    start: click,
    end: click,
  });
  // The union of the in-flight intervals within [click, content].
  const spans = entries
    .map((e) => [Math.max(e.start, click), e.end] as const)
    .sort((a, b) => a[0] - b[0]);
  let busy = 0;
  let reach = click;
  for (const [start, end] of spans) {
    if (end <= reach) continue;
    busy += end - Math.max(start, reach);
    reach = end;
  }
  return {
    clickToContent: content - click,
    lastArrival: last.end - click,
    idleAfterLast: content - last.end,
    idleTotal: content - click - busy,
    lastUrl: last.url,
    arrivals: entries.length,
  };
}

async function signIn(page: Page, shellUrl: string, user: NavigationFlow['user']) {
  await page.goto(`${shellUrl}/login`);
  await page.locator('input[name="userName"]').fill(user.username);
  await page.locator('input[name="password"]').fill(user.password);
}

/** One flow in a fresh context: the timing of its measured click. */
export async function timeNavigation(
  browser: Browser,
  shellUrl: string,
  flow: NavigationFlow,
): Promise<NavigationTiming> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  try {
    await page.addInitScript(() => performance.setResourceTimingBufferSize(5000));
    await signIn(page, shellUrl, flow.user);
    if (flow.click) {
      await page.locator('button[type="submit"]').click();
      await page.getByRole('list', { name: 'Funções' }).locator('li').first().waitFor();
      // Home settled (its own late chunks and calls), as a person reads it before choosing.
      await page.waitForTimeout(1500);
      await flow.prepare?.(page);
      await page.evaluate(armProbe(flow.content));
      await flow.click(page);
    } else {
      await page.evaluate(armProbe(flow.content));
      await page.locator('button[type="submit"]').click();
    }
    // Polled (the page's CSP refuses waitForFunction's evaluated predicate).
    const deadline = Date.now() + 20_000;
    while (!(await page.evaluate('window.__navProbe.content > 0'))) {
      if (Date.now() > deadline) throw new Error(`${flow.label}: no content in 20 s`);
      await page.waitForTimeout(100);
    }
    return summarise((await page.evaluate(readProbe)) as ProbeReading);
  } finally {
    await context.close();
  }
}

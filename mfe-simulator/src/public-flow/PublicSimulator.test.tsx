import { LANDING_TOKEN_STORAGE_KEY, LEAD_DEFAULT_PASSWORD, MESSAGES } from '@dpohub/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SOLVED_CAPTCHA } from '../test/captcha-mock';
import { createFakeShell, requestsTo } from '../test/fake-shell';
import type { FakeResponse, RecordedRequest } from '../test/fake-shell';
import { renderSimulator } from '../test/render-simulator';
import { simulationAnswer } from '../test/simulation-answer';

// jsdom cannot run the ALTCHA proof of work: a stand-in widget hands over a solved payload.
jest.mock('../captcha/CaptchaWidget', () => jest.requireActual('../test/captcha-mock'));

function leadApi(captchaAnswer = true) {
  return (request: RecordedRequest): FakeResponse => {
    switch (request.url) {
      case '/captcha':
        return { status: 200, data: captchaAnswer };
      case '/user-lp/save':
        return { status: 200, data: { id: 7, name: 'Ana', email: 'ana@empresa.com.br' } };
      case '/oauth/token':
        return { status: 200, data: { access_token: 'lead-token', token_type: 'bearer' } };
      case '/simulacao_multa/save_lp':
        return { status: 200, data: { id: 55 } };
      case '/simulacao_multa/55':
        return { status: 200, data: simulationAnswer({ id: 55, createdByUserLP: true }) };
      default:
        return { status: 404 };
    }
  };
}

async function register(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Nome/ }), '  Ana Souza ');
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ana@empresa.com.br');
  await user.type(screen.getByRole('textbox', { name: /Empresa/ }), 'Empresa X');
  await user.click(screen.getByRole('checkbox', { name: /Li e concordo/ }));
  await user.click(screen.getByRole('button', { name: 'Resolver verificação' }));
  await user.click(screen.getByRole('button', { name: 'Simular agora!' }));
}

beforeEach(() => window.localStorage.clear());

describe('the public flow at /simulador-de-multas', () => {
  it('titles the page and shows the landing text and the registration without a lead token', async () => {
    const fake = createFakeShell(leadApi());
    await renderSimulator('/simulador-de-multas', fake);

    expect(document.title).toBe('DPOHUB | Simulador de Multas');
    expect(screen.getByText('Este simulador não é uma ferramenta oficial da ANPD.')).toBeVisible();
    for (const name of [/Nome/, /E-mail/, /Empresa/]) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('placeholder', 'Digite aqui');
    }
    expect(
      screen.getByRole('checkbox', { name: 'Quero receber as informações por e-mail' }),
    ).toBeChecked();
  });

  it('keeps "Simular agora!" disabled until the terms are ticked', async () => {
    const user = userEvent.setup();
    await renderSimulator('/simulador-de-multas', createFakeShell(leadApi()));
    const submit = screen.getByRole('button', { name: 'Simular agora!' });

    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Li e concordo/ }));
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /Li e concordo/ }));
    expect(submit).toBeDisabled();
  });

  it('shows the human check once the visitor starts on the form, not before', async () => {
    const user = userEvent.setup();
    await renderSimulator('/simulador-de-multas', createFakeShell(leadApi()));

    expect(screen.getByRole('group', { name: 'Verificação humana' })).toBeEmptyDOMElement();
    await user.click(screen.getByRole('textbox', { name: /Nome/ }));

    expect(await screen.findByRole('button', { name: 'Resolver verificação' })).toBeVisible();
  });

  it('takes only letters, accents and spaces in the name as typed', async () => {
    const user = userEvent.setup();
    await renderSimulator('/simulador-de-multas', createFakeShell(leadApi()));
    const name = screen.getByRole('textbox', { name: /Nome/ });

    await user.type(name, 'João1 da Silva!@ Ávila_');

    expect(name).toHaveValue('João da Silva Ávila');
  });

  it('shows the messages of spec 4 section 5 for empty fields and sends nothing', async () => {
    const user = userEvent.setup();
    const fake = createFakeShell(leadApi());
    await renderSimulator('/simulador-de-multas', fake);

    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'sem-arroba');
    await user.click(screen.getByRole('checkbox', { name: /Li e concordo/ }));
    await user.click(screen.getByRole('button', { name: 'Simular agora!' }));

    expect(await screen.findByText(MESSAGES.leadNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.leadEmailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.leadCompanyRequired)).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });

  it('gives the portal page one h1 and headings in order (platform m27)', async () => {
    await renderSimulator('/simulador-de-multas', createFakeShell(leadApi()));

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Simulador de Multas da LGPD',
    ]);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Cadastre-se para simular' }),
    ).toBeVisible();
  });

  it('opens the Terms of Use and the Privacy Notice in modals closed with "Fechar"', async () => {
    const user = userEvent.setup();
    await renderSimulator('/simulador-de-multas', createFakeShell(leadApi()));

    await user.click(screen.getByRole('button', { name: 'Termos de Uso' }));
    const terms = await screen.findByRole('dialog', { name: 'Termos de Uso' });
    expect(within(terms).getByRole('heading', { level: 3, name: 'Termos de Uso' })).toBeVisible();
    const [, footerClose] = screen.getAllByRole('button', { name: 'Fechar' });
    await user.click(footerClose as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Li e concordo/ })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Aviso de Privacidade' }));
    const privacy = screen.getByRole('dialog', { name: 'Aviso de Privacidade' });
    expect(
      within(privacy).getByRole('heading', { level: 3, name: /Aviso de Privacidade/ }),
    ).toBeVisible();
  });

  it('verifies the human check, registers the lead, signs in and stores the LP-token', async () => {
    const user = userEvent.setup();
    const fake = createFakeShell(leadApi());
    await renderSimulator('/simulador-de-multas', fake);

    await register(user);

    expect(await screen.findByRole('heading', { name: 'Simulador de multas' })).toBeVisible();
    expect(fake.requests.map((request) => request.url)).toEqual([
      '/captcha',
      '/user-lp/save',
      '/oauth/token',
    ]);
    const [captcha, lead, token] = fake.requests as [
      RecordedRequest,
      RecordedRequest,
      RecordedRequest,
    ];
    expect(captcha).toMatchObject({ method: 'POST', params: { token: SOLVED_CAPTCHA } });
    expect(JSON.parse(String(lead.data))).toEqual({
      name: 'Ana Souza',
      email: 'ana@empresa.com.br',
      company: 'Empresa X',
      infoEmail: true,
    });
    expect(lead.headers['X-Captcha']).toBe(SOLVED_CAPTCHA);
    expect(Object.fromEntries(new URLSearchParams(String(token.data)))).toEqual({
      grant_type: 'password',
      username: 'ana@empresa.com.br',
      password: LEAD_DEFAULT_PASSWORD,
    });
    expect(token.headers.Authorization).toBe(`Basic ${btoa('dpohub-portal:dpohub-portal-secret')}`);
    // The sign-in shows the human check that registered the lead (platform m5).
    expect(token.headers['X-Captcha']).toBe(SOLVED_CAPTCHA);
    expect(window.localStorage.getItem(LANDING_TOKEN_STORAGE_KEY)).toBe('lead-token');
  });

  it('stops with "Acesso negado!" when the human check answers false', async () => {
    const user = userEvent.setup();
    const fake = createFakeShell(leadApi(false));
    const scrolled: Element[] = [];
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
    ) {
      scrolled.push(this);
    });
    await renderSimulator('/simulador-de-multas', fake);

    await register(user);

    await waitFor(() =>
      expect(fake.toasts).toContainEqual({ kind: 'error', message: MESSAGES.accessDenied }),
    );
    expect(requestsTo(fake, '/user-lp/save')).toHaveLength(0);
    expect(window.localStorage.getItem(LANDING_TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Simular agora!' })).toBeEnabled();
    // The widget starts over: the form says why, in Portuguese, next to it.
    expect(
      within(screen.getByRole('group', { name: 'Verificação humana' })).getByRole('alert'),
    ).toHaveTextContent('A verificação humana não foi aceita. Resolva-a novamente para continuar.');
    // The message is brought to the middle of the screen, away from the toast (platform m22).
    expect(scrolled.at(-1)).toBe(screen.getByRole('alert'));
    expect(scroll).toHaveBeenLastCalledWith({ block: 'center' });
    scroll.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Resolver verificação' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with a lead token, creates the simulation once and computes it with PUT {id}', async () => {
    window.localStorage.setItem(LANDING_TOKEN_STORAGE_KEY, 'lead-token');
    const user = userEvent.setup();
    const fake = createFakeShell(leadApi());
    await renderSimulator('/simulador-de-multas', fake);

    // Sections open step by step: the later ones are disabled until reached.
    expect(screen.getByRole('button', { name: /Vantagem Estimável/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.click(screen.getByRole('radio', { name: /Grau 1/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Não tenho faturamento' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nenhuma' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.click(screen.getByRole('checkbox', { name: 'Não' }));
    await user.click(screen.getByRole('button', { name: 'Calcular' }));

    expect(await screen.findByText('R$ 1.500,00')).toBeInTheDocument();
    const [create] = requestsTo(fake, '/simulacao_multa/save_lp');
    const [compute] = requestsTo(fake, '/simulacao_multa/55');
    expect(JSON.parse(String(create?.data))).toMatchObject({ id: 0, createdByUserLP: true });
    expect(create?.headers.Authorization).toBe('Bearer lead-token');
    expect(compute?.method).toBe('PUT');
    expect(JSON.parse(String(compute?.data))).toMatchObject({
      id: 55,
      createdByUserLP: true,
      grauDano: 1,
      valorFaturamento: 0,
      valorTributos: 0,
      valorVantagemAuferidaEstimavel: 0,
    });
  });

  it('goes back to registration with "Ir para o início"', async () => {
    window.localStorage.setItem(LANDING_TOKEN_STORAGE_KEY, 'lead-token');
    const user = userEvent.setup();
    await renderSimulator('/simulador-de-multas', createFakeShell(leadApi()));

    await user.click(screen.getByRole('button', { name: 'Ir para o início' }));

    expect(screen.getByRole('button', { name: 'Simular agora!' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANDING_TOKEN_STORAGE_KEY)).toBeNull();
  });
});

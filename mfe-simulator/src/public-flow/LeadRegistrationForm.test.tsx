import { LANDING_TOKEN_STORAGE_KEY, MESSAGES } from '@dpohub/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SOLVED_CAPTCHA } from '../test/captcha-mock';
import { createFakeShell, requestsTo } from '../test/fake-shell';
import type { FakeResponse, RecordedRequest } from '../test/fake-shell';
import { renderSimulator } from '../test/render-simulator';

// jsdom cannot run the ALTCHA proof of work: a stand-in widget hands over a solved payload.
jest.mock('../captcha/CaptchaWidget', () => jest.requireActual('../test/captcha-mock'));

const PAGE = '/simulador-de-multas';

function leadApi(request: RecordedRequest): FakeResponse {
  switch (request.url) {
    case '/captcha':
      return { status: 200, data: true };
    case '/user-lp/save':
      return { status: 200, data: { id: 7, name: 'Ana', email: 'ana@empresa.com.br' } };
    case '/oauth/token':
      return { status: 200, data: { access_token: 'lead-token', token_type: 'bearer' } };
    default:
      return { status: 404 };
  }
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: /Simular agora!/ });
const terms = () => screen.getByRole('checkbox', { name: /Li e concordo/ });

beforeEach(() => window.localStorage.clear());

describe('the lead registration form', () => {
  it("shows a field's message once it is left, not the others' until a submit is tried", async () => {
    const user = userEvent.setup();
    const fake = createFakeShell(leadApi);
    await renderSimulator(PAGE, fake);

    await user.click(field(/Nome/));
    await user.tab();

    expect(await screen.findByText(MESSAGES.leadNameRequired)).toBeVisible();
    expect(field(/Nome/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Nome/)).toHaveAccessibleDescription(MESSAGES.leadNameRequired);
    expect(screen.queryByText(MESSAGES.leadEmailRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.leadCompanyRequired)).not.toBeInTheDocument();

    await user.click(terms());
    await user.click(submitButton());

    expect(await screen.findByText(MESSAGES.leadEmailRequired)).toBeVisible();
    expect(screen.getByText(MESSAGES.leadCompanyRequired)).toBeVisible();
    expect(screen.getByText(MESSAGES.leadNameRequired)).toBeVisible();
    // A refused submit puts the visitor on the first field to fix, and sends nothing.
    expect(field(/Nome/)).toHaveFocus();
    expect(fake.requests).toHaveLength(0);
  });

  it('clears a message as soon as its field is edited, and checks the e-mail for "@"', async () => {
    const user = userEvent.setup();
    await renderSimulator(PAGE, createFakeShell(leadApi));

    await user.type(field(/E-mail/), 'ana.empresa.com.br');
    await user.tab();
    expect(await screen.findByText(MESSAGES.leadEmailRequired)).toBeVisible();

    await user.type(field(/E-mail/), 'x');
    expect(screen.queryByText(MESSAGES.leadEmailRequired)).not.toBeInTheDocument();
    expect(field(/E-mail/)).not.toHaveAttribute('aria-invalid');

    await user.clear(field(/E-mail/));
    await user.type(field(/E-mail/), 'ana@empresa.com.br');
    await user.tab();
    // Left after a valid e-mail: only the company, left empty on the way, still shows its message.
    await waitFor(() => expect(field(/E-mail/)).not.toHaveAttribute('aria-invalid'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      MESSAGES.leadCompanyRequired,
    ]);
  });

  it('treats a name of spaces as empty (values are trimmed)', async () => {
    const user = userEvent.setup();
    await renderSimulator(PAGE, createFakeShell(leadApi));

    await user.type(field(/Nome/), '   ');
    await user.tab();

    expect(await screen.findByText(MESSAGES.leadNameRequired)).toBeVisible();
  });

  it('asks for the human check before sending anything', async () => {
    const user = userEvent.setup();
    const fake = createFakeShell(leadApi);
    await renderSimulator(PAGE, fake);

    await user.type(field(/Nome/), 'Ana');
    await user.type(field(/E-mail/), 'ana@empresa.com.br');
    await user.type(field(/Empresa/), 'Empresa X');
    await user.click(terms());
    await user.click(submitButton());

    await waitFor(() =>
      expect(fake.toasts).toEqual([
        { kind: 'warn', message: 'Conclua a verificação humana para continuar.' },
      ]),
    );
    expect(fake.requests).toHaveLength(0);
    expect(submitButton()).toBeEnabled();
  });

  it('is busy while registering, then sends the trimmed values and infoEmail as ticked', async () => {
    const user = userEvent.setup();
    let answerSave!: () => void;
    const saved = new Promise<void>((resolve) => {
      answerSave = resolve;
    });
    const fake = createFakeShell(async (request) => {
      if (request.url === '/user-lp/save') await saved;
      return leadApi(request);
    });
    await renderSimulator(PAGE, fake);

    await user.type(field(/Nome/), ' Ana Souza ');
    await user.type(field(/E-mail/), ' ana@empresa.com.br ');
    await user.type(field(/Empresa/), ' Empresa X ');
    await user.click(
      screen.getByRole('checkbox', { name: 'Quero receber as informações por e-mail' }),
    );
    await user.click(terms());
    await user.click(screen.getByRole('button', { name: 'Resolver verificação' }));
    await user.click(submitButton());

    await waitFor(() => expect(requestsTo(fake, '/user-lp/save')).toHaveLength(1));
    const form = submitButton().closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    // A second press while the first runs sends nothing more.
    await user.click(submitButton());
    expect(requestsTo(fake, '/user-lp/save')).toHaveLength(1);

    answerSave();
    expect(await screen.findByRole('heading', { name: 'Simulador de multas' })).toBeVisible();
    const [lead] = requestsTo(fake, '/user-lp/save');
    expect(lead).toMatchObject({ method: 'POST', headers: { 'X-Captcha': SOLVED_CAPTCHA } });
    expect(JSON.parse(String(lead?.data))).toEqual({
      name: 'Ana Souza',
      email: 'ana@empresa.com.br',
      company: 'Empresa X',
      infoEmail: false,
    });
    expect(window.localStorage.getItem(LANDING_TOKEN_STORAGE_KEY)).toBe('lead-token');
  });

  it('starts the human check on the first press on the form, and the form stays as typed after a refusal', async () => {
    const user = userEvent.setup();
    const fake = createFakeShell((request) =>
      request.url === '/user-lp/save' ? { status: 500 } : leadApi(request),
    );
    await renderSimulator(PAGE, fake);
    const check = screen.getByRole('group', { name: 'Verificação humana' });
    expect(check).toBeEmptyDOMElement();

    await user.click(screen.getByRole('heading', { name: 'Cadastre-se para simular' }));
    expect(
      await within(check).findByRole('button', { name: 'Resolver verificação' }),
    ).toBeVisible();

    await user.type(field(/Nome/), 'Ana');
    await user.type(field(/E-mail/), 'ana@empresa.com.br');
    await user.type(field(/Empresa/), 'Empresa X');
    await user.click(terms());
    await user.click(within(check).getByRole('button', { name: 'Resolver verificação' }));
    await user.click(submitButton());

    await waitFor(() =>
      expect(fake.toasts).toContainEqual({ kind: 'error', message: MESSAGES.accessDenied }),
    );
    expect(window.localStorage.getItem(LANDING_TOKEN_STORAGE_KEY)).toBeNull();
    expect(field(/Nome/)).toHaveValue('Ana');
    expect(terms()).toBeChecked();
    expect(submitButton()).toBeEnabled();
    expect(submitButton().closest('form')).toHaveAttribute('aria-busy', 'false');
  });
});

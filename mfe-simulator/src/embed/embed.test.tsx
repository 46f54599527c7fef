import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bootstrap, mount, unmount } from './embed';

// jsdom cannot run the ALTCHA proof of work: a stand-in widget hands over a solved payload.
jest.mock('../captcha/CaptchaWidget', () => jest.requireActual('../test/captcha-mock'));

type Lifecycle = (props: object) => Promise<unknown>;

function parcelProps(name: string) {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  // What single-spa's mountRootParcel hands the lifecycles, plus our own prop.
  return {
    name,
    domElement,
    apiBase: 'http://127.0.0.1:3100/api',
    singleSpa: {},
    mountParcel: jest.fn(),
  };
}

/**
 * Runs lifecycles as single-spa would. React renders when act() returns, and single-spa-react
 * resolves mount and unmount only after that render, so each promise is awaited outside act.
 */
async function run(lifecycle: Lifecycle | Lifecycle[], props: object) {
  const steps = Array.isArray(lifecycle) ? lifecycle : [lifecycle];
  for (const step of steps) {
    let done: Promise<unknown> = Promise.resolve();
    await act(async () => {
      done = step(props);
    });
    await done;
  }
}

beforeEach(() => window.localStorage.clear());

describe('the ./embed single-spa lifecycles', () => {
  it('mounts the public flow without touching the page URL, history or title, and unmounts cleanly', async () => {
    document.title = 'Escritório | Simulador';
    const url = window.location.href;
    const historyLength = window.history.length;
    const props = parcelProps('parcel-a');

    await run([bootstrap, mount] as Lifecycle[], props);
    const embed = within(props.domElement);
    expect(embed.getByRole('button', { name: 'Simular agora!' })).toBeDisabled();
    // Under the host page's own h1: the embed starts at h2 (platform m27).
    expect(embed.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(
      embed.getByRole('heading', { level: 2, name: 'Simulador de Multas da LGPD' }),
    ).toBeVisible();
    expect(
      embed.getByRole('heading', { level: 3, name: 'Cadastre-se para simular' }),
    ).toBeVisible();
    await userEvent.click(embed.getByRole('checkbox', { name: /Li e concordo/ }));
    await userEvent.click(embed.getByRole('button', { name: 'Termos de Uso' }));

    expect(window.location.href).toBe(url);
    expect(window.history.length).toBe(historyLength);
    expect(document.title).toBe('Escritório | Simulador');

    await run(unmount as Lifecycle, props);
    expect(props.domElement).toBeEmptyDOMElement();
  });

  it('runs two embeds on one page independently', async () => {
    const user = userEvent.setup();
    const first = parcelProps('parcel-b');
    const second = parcelProps('parcel-c');
    await run([bootstrap, mount] as Lifecycle[], first);
    await run(mount as Lifecycle, second);

    await user.click(within(first.domElement).getByRole('checkbox', { name: /Li e concordo/ }));
    await user.type(within(first.domElement).getByRole('textbox', { name: /Nome/ }), 'Ana');

    expect(within(first.domElement).getByRole('button', { name: 'Simular agora!' })).toBeEnabled();
    expect(
      within(second.domElement).getByRole('button', { name: 'Simular agora!' }),
    ).toBeDisabled();
    expect(within(second.domElement).getByRole('textbox', { name: /Nome/ })).toHaveValue('');

    await run(unmount as Lifecycle, first);
    expect(first.domElement).toBeEmptyDOMElement();
    expect(within(second.domElement).getByRole('textbox', { name: /Nome/ })).toBeInTheDocument();
    await run(unmount as Lifecycle, second);
    expect(screen.queryByRole('button', { name: 'Simular agora!' })).not.toBeInTheDocument();
  });
});

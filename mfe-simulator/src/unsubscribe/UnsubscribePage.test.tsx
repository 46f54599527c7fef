import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, requestsTo } from '../test/fake-shell';
import { renderSimulator } from '../test/render-simulator';

describe("the result e-mail's unsubscribe page (issue 30)", () => {
  it('asks first, then sends the token and confirms', async () => {
    const user = userEvent.setup();
    const fake = createFakeShell(() => ({
      status: 200,
      data: { message: 'Pronto: este endereço não receberá mais e-mails do simulador de multas.' },
    }));
    await renderSimulator('/descadastrar?token=7.abc', fake);

    expect(screen.getByRole('heading', { level: 1, name: 'Descadastrar e-mails' })).toBeVisible();
    expect(requestsTo(fake, '/lead/descadastrar')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirmar descadastro' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Pronto: este endereço não receberá mais e-mails do simulador de multas.',
    );
    expect(requestsTo(fake, '/lead/descadastrar').map((request) => request.data)).toEqual([
      JSON.stringify({ token: '7.abc' }),
    ]);
    expect(screen.queryByRole('button', { name: 'Confirmar descadastro' })).toBeNull();
  });

  it('says the link is invalid when the server refuses it, or when it has no token', async () => {
    const user = userEvent.setup();
    const fake = createFakeShell(() => ({ status: 400, data: { message: 'x' } }));
    await renderSimulator('/descadastrar?token=forged', fake);
    await user.click(screen.getByRole('button', { name: 'Confirmar descadastro' }));
    const invalid = 'Link de descadastro inválido. Use o link do último e-mail recebido.';
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);

    const bare = createFakeShell(() => ({ status: 200, data: {} }));
    await renderSimulator('/descadastrar', bare);
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(invalid);
  });
});

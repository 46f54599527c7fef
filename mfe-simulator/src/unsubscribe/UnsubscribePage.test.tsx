import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, requestsTo } from '../test/fake-shell';
import { renderSimulator } from '../test/render-simulator';

const CONFIRM = 'Retirar consentimento e excluir meus dados';
const DONE =
  'Pronto: o seu consentimento foi retirado e os seus dados foram excluídos da lista de contatos do escritório. Nenhuma outra mensagem será enviada a este endereço.';

describe("the page of a lead e-mail's link: consent withdrawn, lead erased (issues 30, 31)", () => {
  it('asks first, then sends the token and confirms', async () => {
    const user = userEvent.setup();
    const fake = createFakeShell(() => ({
      status: 200,
      data: { message: DONE },
    }));
    await renderSimulator('/descadastrar?token=7.abc', fake);

    expect(screen.getByRole('heading', { level: 1, name: 'Retirar consentimento' })).toBeVisible();
    expect(
      screen.getByText(
        'Deseja retirar o seu consentimento e excluir os seus dados (nome, e-mail e empresa) da lista de contatos do escritório? Nenhuma outra mensagem será enviada a este endereço, e as simulações já feitas ficam sem nenhum dado seu.',
      ),
    ).toBeVisible();
    // Nothing is sent on opening: a mail scanner following the link erases no one.
    expect(requestsTo(fake, '/lead/descadastrar')).toEqual([]);
    await user.click(screen.getByRole('button', { name: CONFIRM }));
    expect(await screen.findByRole('status')).toHaveTextContent(DONE);
    expect(requestsTo(fake, '/lead/descadastrar').map((request) => request.data)).toEqual([
      JSON.stringify({ token: '7.abc' }),
    ]);
    expect(screen.queryByRole('button', { name: CONFIRM })).toBeNull();
  });

  it('says the link is invalid when the server refuses it, or when it has no token', async () => {
    const user = userEvent.setup();
    const fake = createFakeShell(() => ({ status: 400, data: { message: 'x' } }));
    await renderSimulator('/descadastrar?token=forged', fake);
    await user.click(screen.getByRole('button', { name: CONFIRM }));
    const invalid = 'Link inválido. Use o link do último e-mail recebido.';
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);

    const bare = createFakeShell(() => ({ status: 200, data: {} }));
    await renderSimulator('/descadastrar', bare);
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(invalid);
  });
});

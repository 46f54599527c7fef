import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { renderAdmin } from '../test/render-admin';
import { FIRM_ADMIN } from '../test/session-users';

const YEAR = {
  ano: 2026,
  sede: { uf: 'SP', cidade: 'SP', nome: 'São Paulo/SP' },
  diasFechados: [],
  fechamentos: [],
  quartaDeCinzas: { data: '2026-02-18', abertura: '13h' },
};

function shell(replyTo: string | null) {
  return createFakeShell(
    routeResponder({
      'GET /calendario': { status: 200, data: YEAR },
      'GET /calendario/sedes': { status: 200, data: [] },
      'GET /escritorio/email-resposta': { status: 200, data: { replyTo } },
      'PUT /escritorio/email-resposta': {
        status: 200,
        data: { replyTo: 'respostas@escritorio.com.br' },
      },
    }),
    FIRM_ADMIN,
  );
}

const form = () =>
  screen.getByRole('heading', { name: 'E-mails do escritório' }).closest('form') as HTMLElement;

describe("the firm's reply address (demands m17)", () => {
  it('takes no typing until the saved address is read, which would overwrite it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = createFakeShell(
      routeResponder({
        'GET /calendario': { status: 200, data: YEAR },
        'GET /calendario/sedes': { status: 200, data: [] },
        'GET /escritorio/email-resposta': { status: 503, data: {} },
      }),
      FIRM_ADMIN,
    );
    await renderAdmin('/calendar', fake);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'GET /escritorio/email-resposta failed',
        expect.anything(),
      ),
    );
    expect(screen.getByLabelText('Endereço para respostas')).toBeDisabled();
    expect(within(form()).getByRole('button', { name: 'Salvar endereço' })).toBeDisabled();
    error.mockRestore();
  });

  it('shows the saved address and saves a new one, trimmed', async () => {
    const fake = shell('contato@escritorio.com.br');
    await renderAdmin('/calendar', fake);
    const field = await screen.findByLabelText('Endereço para respostas');
    await waitFor(() => expect(field).toHaveValue('contato@escritorio.com.br'));
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, ' respostas@escritorio.com.br ');
    await user.click(within(form()).getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() =>
      expect(requestsTo(fake.requests, 'PUT /escritorio/email-resposta')).toHaveLength(1),
    );
    expect(
      JSON.parse(requestsTo(fake.requests, 'PUT /escritorio/email-resposta')[0]!.data as string),
    ).toEqual({ replyTo: 'respostas@escritorio.com.br' });
    expect(fake.toasts).toContainEqual({
      kind: 'success',
      message: 'Endereço para respostas salvo.',
    });
  });

  it('refuses an invalid address before sending, and clears it with a blank field', async () => {
    const fake = shell(null);
    await renderAdmin('/calendar', fake);
    const field = await screen.findByLabelText('Endereço para respostas');
    await waitFor(() => expect(field).toBeEnabled());
    const user = userEvent.setup();
    await user.type(field, 'contato@');
    await user.click(within(form()).getByRole('button', { name: 'Salvar endereço' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent('Formato de email inválido');
    expect(requestsTo(fake.requests, 'PUT /escritorio/email-resposta')).toHaveLength(0);
    await user.clear(field);
    await user.click(within(form()).getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() =>
      expect(requestsTo(fake.requests, 'PUT /escritorio/email-resposta')).toHaveLength(1),
    );
    expect(
      JSON.parse(requestsTo(fake.requests, 'PUT /escritorio/email-resposta')[0]!.data as string),
    ).toEqual({ replyTo: null });
  });
});

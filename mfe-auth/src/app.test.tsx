import { screen } from '@testing-library/react';
import { createFakeShell } from '@dpohub/shared-ui/testing';
import { renderAuth } from './test/render-auth';

describe('the exposed ./app module', () => {
  it.each([
    ['/login', 'Login'],
    ['/forgetPassword', 'Esqueci minha senha'],
    ['/verificationCode?email=ana%40cliente.com.br', 'Código de verificação'],
    ['/newPassword?email=ana%40cliente.com.br', 'Nova senha'],
    ['/changePassword', 'Alterar Senha'],
  ])('renders %s and sets the title "%s"', async (path, title) => {
    const fake = createFakeShell();
    await renderAuth(path, fake);

    expect(fake.setTitle).toHaveBeenCalledWith(title);
  });

  it('sends a recovery step opened without an e-mail back to the first step', async () => {
    const fake = createFakeShell();
    await renderAuth('/verificationCode', fake);

    expect(screen.getByRole('button', { name: /Enviar Email/ })).toBeInTheDocument();
  });

  it('renders nothing for a path it does not own', async () => {
    const { container } = await renderAuth('/home', createFakeShell());

    expect(container).toBeEmptyDOMElement();
  });
});

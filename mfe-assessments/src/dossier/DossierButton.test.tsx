import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellProvider } from '@dpohub/shared-ui';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { CLIENT_ADMIN } from '../test/render-assessments';
import { DossierButton } from './DossierButton';

async function renderButton(fake: ReturnType<typeof createFakeShell>) {
  await act(async () => {
    render(
      <ShellProvider shell={fake.shell}>
        <DossierButton id={7} apiSegment="registro-das-operacoes" />
      </ShellProvider>,
    );
  });
}

describe('DossierButton', () => {
  it('downloads the PDF under the name the server gives', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:dossie', revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const fake = createFakeShell(
      routeResponder({
        'GET /lei-geral-protecao-de-dados/7/dossie': {
          status: 200,
          data: new Blob(['%PDF-1.3']),
          headers: { 'content-disposition': 'attachment; filename="dossie-x-7.pdf"' },
        },
      }),
      CLIENT_ADMIN,
    );
    await renderButton(fake);
    await userEvent.click(screen.getByRole('button', { name: 'Baixar dossiê (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['dossie-x-7.pdf']));
    expect(requestsTo(fake.requests, 'GET /lei-geral-protecao-de-dados/7/dossie')).toHaveLength(1);
    click.mockRestore();
  });

  it('says so when the dossier cannot be made', async () => {
    const fake = createFakeShell(
      routeResponder({ 'GET /lei-geral-protecao-de-dados/7/dossie': { status: 400 } }),
      CLIENT_ADMIN,
    );
    await renderButton(fake);
    await userEvent.click(screen.getByRole('button', { name: 'Baixar dossiê (PDF)' }));
    await waitFor(() =>
      expect(fake.toasts).toEqual([{ kind: 'error', message: 'Não foi possível gerar o dossiê.' }]),
    );
  });
});

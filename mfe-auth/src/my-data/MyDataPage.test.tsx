import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErasureRequestView } from '@dpohub/domain';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { renderAuth } from '../test/render-auth';

const SUMMARY = {
  secoes: [
    { titulo: 'Cadastro', registros: 1, limitado: false },
    { titulo: 'Sessões', registros: 3, limitado: false },
    { titulo: 'Suas ações na trilha de auditoria', registros: 500, limitado: true },
    { titulo: 'Notas internas', registros: 0, limitado: false },
    { titulo: 'Simulações de multa', registros: 0, limitado: false },
  ],
};

const OPEN: ErasureRequestView = {
  id: 4,
  situacao: 'ABERTA',
  solicitadaEm: '2026-03-02T13:00:00.000Z',
  prazo: '2026-03-17',
  diasRestantes: 15,
  atrasada: false,
  motivo: 'Mudei de empresa.',
  respondidaEm: null,
  baseLegal: null,
  justificativa: null,
};

const routes = (own: ErasureRequestView | null, extra = {}) =>
  routeResponder({
    'GET /user/meus-dados/resumo': { status: 200, data: SUMMARY },
    'GET /user/meus-dados/exclusao': { status: 200, data: { solicitacao: own } },
    ...extra,
  });

describe("'Meus dados'", () => {
  it('says what the portal holds, section by section with counts, and downloads both files', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:dados', revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const fake = createFakeShell(
      routes(null, {
        'GET /user/meus-dados': {
          status: 200,
          data: '{}',
          headers: { 'content-disposition': 'attachment; filename="meus-dados-2026-03-02.json"' },
        },
        'GET /user/meus-dados/pdf': {
          status: 200,
          data: new Blob(['%PDF-1.3']),
          headers: { 'content-disposition': 'attachment; filename="meus-dados-2026-03-02.pdf"' },
        },
      }),
    );
    await renderAuth('/myData', fake);

    const overview = await screen.findByRole('region', {
      name: 'O que o portal guarda sobre você',
    });
    const items = within(overview).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Cadastro1 registro',
      'Sessões3 registros',
      'Suas ações na trilha de auditoriamais de 500 registros',
    ]);
    expect(within(overview).getByText('Sem registros em 2 outras seções')).toBeVisible();
    expect(within(overview).getByText('Notas internas, Simulações de multa.')).toBeInTheDocument();
    expect(fake.setTitle).toHaveBeenCalledWith('Meus dados');

    await userEvent.click(screen.getByRole('button', { name: 'Baixar meus dados (JSON)' }));
    await waitFor(() => expect(saved).toEqual(['meus-dados-2026-03-02.json']));
    await userEvent.click(screen.getByRole('button', { name: 'Baixar relatório (PDF)' }));
    await waitFor(() =>
      expect(saved).toEqual(['meus-dados-2026-03-02.json', 'meus-dados-2026-03-02.pdf']),
    );
    click.mockRestore();
  });

  it('asks for the erasure after the confirmation, with the reason, and shows the deadline', async () => {
    const fake = createFakeShell(
      routes(null, { 'POST /user/meus-dados/exclusao': { status: 201, data: OPEN } }),
    );
    await renderAuth('/myData', fake);
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Solicitar exclusão da minha conta' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Solicitar exclusão da conta?' });
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(requestsTo(fake.requests, 'POST /user/meus-dados/exclusao')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Solicitar exclusão da minha conta' }));
    await user.type(screen.getByLabelText('Motivo (opcional)'), ' Mudei de empresa. ');
    await user.click(screen.getByRole('button', { name: 'Sim, solicitar exclusão' }));

    const region = screen.getByRole('region', { name: 'Exclusão da conta' });
    expect(await within(region).findByRole('status')).toHaveTextContent(
      'Solicitação enviada em 02/03/2026; resposta até 17/03/2026',
    );
    const [sent] = requestsTo(fake.requests, 'POST /user/meus-dados/exclusao');
    expect(JSON.parse(sent!.data as string)).toEqual({ motivo: 'Mudei de empresa.' });
    expect(fake.toasts).toContainEqual({
      kind: 'success',
      message: 'Solicitação de exclusão enviada ao escritório.',
    });
    expect(
      within(region).queryByRole('button', { name: 'Solicitar exclusão da minha conta' }),
    ).toBeNull();
  });

  it("shows the firm's refusal with the basis and the justification, and lets the user ask again", async () => {
    const fake = createFakeShell(
      routes({
        ...OPEN,
        situacao: 'RECUSADA',
        respondidaEm: '2026-03-10T15:00:00.000Z',
        baseLegal: 'I',
        justificativa: 'Os registros do contrato em vigor precisam ser guardados.',
      }),
    );
    await renderAuth('/myData', fake);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Solicitação enviada em 02/03/2026; resposta até 17/03/2026');
    expect(status).toHaveTextContent('Resposta do escritório em 10/03/2026: solicitação recusada.');
    expect(status).toHaveTextContent(
      'Base legal para manter os dados: Art. 16, I: cumprimento de obrigação legal ou regulatória pelo controlador',
    );
    expect(status).toHaveTextContent(
      'Justificativa: Os registros do contrato em vigor precisam ser guardados.',
    );
    expect(screen.getByRole('button', { name: 'Solicitar exclusão da minha conta' })).toBeVisible();
  });
});

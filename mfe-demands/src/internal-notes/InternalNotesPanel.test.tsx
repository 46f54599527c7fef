import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderClientPage } from '../client-requests/testing/render-client-page';
import { FIRM_ADMIN } from '../client-requests/testing/session-users';
import { InternalNotesPanel } from './InternalNotesPanel';

const LIST = 'GET /solicitacao/41/notas-internas';
const POST = 'POST /solicitacao/41/notas-internas';

const NOTE = {
  id: 3,
  text: 'Cliente pediu por telefone que tratemos com prioridade.',
  createdBy: { name: 'Bruno Advogado' },
  createdAt: '2031-02-26T13:05:00Z',
};

async function renderNotes(extra: Record<string, { status: number; data?: unknown }> = {}) {
  const fake = createFakeShell(
    routeResponder({
      [LIST]: { status: 200, data: [NOTE] },
      [POST]: { status: 201, data: { ...NOTE, id: 4, text: 'Nova' } },
      ...extra,
    }),
    FIRM_ADMIN,
  );
  await renderClientPage(<InternalNotesPanel requestId={41} />, '/x', '/x', fake);
  return fake;
}

const box = () => screen.getByLabelText('Nova nota interna');
const save = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nota' }));
  });

describe('internal notes panel', () => {
  it('says the notes are the firm’s only and lists them with author and date', async () => {
    await renderNotes();
    const panel = screen.getByRole('region', { name: 'Notas internas' });
    expect(panel).toHaveTextContent('Somente escritório');
    expect(panel).toHaveTextContent(
      'Visível somente para o escritório. O cliente e os participantes não veem estas notas.',
    );
    expect(screen.getByText(NOTE.text)).toBeInTheDocument();
    expect(screen.getByText('Bruno Advogado')).toBeInTheDocument();
    expect(screen.getByText(/^26\/02\/2031 às \d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it('sends the trimmed text, tells it was saved and reloads the list', async () => {
    const fake = await renderNotes();
    fireEvent.change(box(), { target: { value: '  Ligar para o DPO amanhã  ' } });
    await save();
    expect(
      requestsTo(fake.requests, POST).map((request) => JSON.parse(String(request.data))),
    ).toEqual([{ text: 'Ligar para o DPO amanhã' }]);
    expect(fake.toasts).toEqual([{ kind: 'success', message: 'Nota interna salva.' }]);
    expect(requestsTo(fake.requests, LIST)).toHaveLength(2);
    expect(box()).toHaveValue('');
  });

  it('asks for a text before saving, and caps it at 2000 characters', async () => {
    const fake = await renderNotes();
    expect(box()).toHaveAttribute('maxLength', '2000');
    fireEvent.change(box(), { target: { value: '   ' } });
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('Digite a nota antes de salvar');
    expect(requestsTo(fake.requests, POST)).toHaveLength(0);
  });

  it('shows the empty list and a failed load in words', async () => {
    await renderNotes({ [LIST]: { status: 200, data: [] } });
    expect(screen.getByText('Nenhuma nota interna.')).toBeInTheDocument();
  });

  it('keeps the typed text when the server refuses it', async () => {
    const fake = await renderNotes({
      [POST]: { status: 400, data: { message: 'Quantidade máxima de 2000 caracteres' } },
    });
    fireEvent.change(box(), { target: { value: 'Texto' } });
    await save();
    expect(box()).toHaveValue('Texto');
    expect(fake.toasts).not.toContainEqual({ kind: 'success', message: 'Nota interna salva.' });
  });
});

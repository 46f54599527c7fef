import { MESSAGES } from '@dpohub/domain';
import type { DemandStatus, Principal } from '@dpohub/domain';
import { principalOf } from '@dpohub/domain';
import type { SessionUser } from '@dpohub/shared-ui';
import { createFakeShell, requestsTo, routeResponder } from '@dpohub/shared-ui/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderClientPage } from '../client-requests/testing/render-client-page';
import { CLIENT_USER, PARTICIPANT } from '../client-requests/testing/session-users';
import { CommentsTab } from './CommentsTab';

const LIST = 'GET /solicitacao/41/solicitacao-comentario';
const POST = 'POST /solicitacao/41/solicitacao-comentario';

const COMMENTS = [
  {
    id: 1,
    description: 'Segue o contrato assinado.',
    createdBy: { name: 'Carla Mendes' },
    createdAt: '2031-02-26T13:05:00Z',
    anexosComentario: [{ id: 90, filename: 'contrato.pdf', kind: 'document' }],
  },
];

function file(name: string, size = 10): File {
  const content = new File(['x'], name);
  Object.defineProperty(content, 'size', { value: size });
  return content;
}

async function renderComments(
  user: SessionUser,
  extra: Record<string, { status: number; data?: unknown }> = {},
  status: DemandStatus = 'PENDENTE',
) {
  const fake = createFakeShell(
    routeResponder({
      [LIST]: { status: 200, data: COMMENTS },
      [POST]: { status: 201, data: {} },
      ...extra,
    }),
    user,
  );
  const actor: Principal = principalOf(user);
  await renderClientPage(
    <CommentsTab requestId={41} actor={actor} status={status} />,
    '/x',
    '/x',
    fake,
  );
  return fake;
}

const images = () => screen.getByLabelText('Anexar imagens');
const documentPicker = () => screen.getByLabelText('Anexar documento');
const box = () => screen.getByLabelText('Comentário');

async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  });
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('comments', () => {
  it('lists the comments with author, text and a download per attachment', async () => {
    const fake = await renderComments(CLIENT_USER, {
      'GET /solicitacao/download/90/solicitacao-comentario': { status: 500, data: {} },
    });
    expect(screen.getByText('Segue o contrato assinado.')).toBeInTheDocument();
    expect(screen.getByText('Carla Mendes')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Baixar contrato.pdf' }));
    });
    expect(
      requestsTo(fake.requests, 'GET /solicitacao/download/90/solicitacao-comentario'),
    ).toHaveLength(1);
    expect(fake.toasts).toEqual([{ kind: 'error', message: MESSAGES.fileDownloadError }]);
  });

  it('caps the text at 140 characters with a counter and asks for a text before sending', async () => {
    const fake = await renderComments(CLIENT_USER);
    expect(box()).toHaveAttribute('maxLength', '140');
    expect(screen.getByText('0/140')).toBeInTheDocument();
    fireEvent.change(box(), { target: { value: 'Olá' } });
    expect(screen.getByText('3/140')).toBeInTheDocument();
    fireEvent.change(box(), { target: { value: '   ' } });
    await send();
    expect(fake.toasts).toEqual([{ kind: 'warn', message: 'Digitar comentário antes de enviar' }]);
    expect(requestsTo(fake.requests, POST)).toHaveLength(0);
  });

  it('sends the text, the images as files and the document in its own part, then reloads', async () => {
    const fake = await renderComments(CLIENT_USER);
    fireEvent.change(box(), { target: { value: 'Veja as fotos' } });
    fireEvent.change(images(), { target: { files: [file('a.png'), file('b.jpg')] } });
    fireEvent.change(documentPicker(), { target: { files: [file('parecer.docx')] } });
    await send();
    const body = requestsTo(fake.requests, POST)[0]?.data as FormData;
    expect(JSON.parse(await readBlob(body.get('solicitacaoComentarioDto') as Blob))).toEqual({
      description: 'Veja as fotos',
    });
    expect((body.getAll('files') as File[]).map((f) => f.name)).toEqual(['a.png', 'b.jpg']);
    expect((body.get('documento') as File).name).toBe('parecer.docx');
    expect(requestsTo(fake.requests, LIST)).toHaveLength(2);
    expect(box()).toHaveValue('');
  });

  it('refuses a fifth image, a second document, an image as document and a file over 10 MB', async () => {
    const fake = await renderComments(CLIENT_USER);
    fireEvent.change(images(), {
      target: { files: ['1.png', '2.png', '3.png', '4.png', '5.png'].map((n) => file(n)) },
    });
    fireEvent.change(documentPicker(), { target: { files: [file('foto.jpeg')] } });
    fireEvent.change(documentPicker(), { target: { files: [file('a.pdf')] } });
    fireEvent.change(documentPicker(), { target: { files: [file('b.pdf')] } });
    fireEvent.change(images(), { target: { files: [file('grande.png', 10485761)] } });
    expect(fake.toasts).toEqual([
      { kind: 'warn', message: 'Máximo de 4 imagens por comentário' },
      { kind: 'warn', message: 'Não subir imagem como documento' },
      { kind: 'warn', message: 'Apenas 1 documento por comentário' },
      { kind: 'warn', message: 'Tamanho máximo de 10mb por arquivo' },
    ]);
    expect(screen.getByRole('button', { name: 'Remover a.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover 1.png' })).not.toBeInTheDocument();
  });

  it('shows a participant the box disabled and the permission message', async () => {
    const fake = await renderComments(PARTICIPANT);
    expect(box()).toBeDisabled();
    expect(screen.getByText('Sem permissão para envio de comentários')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Anexar imagens')).not.toBeInTheDocument();
    expect(requestsTo(fake.requests, POST)).toHaveLength(0);
  });

  it('tells the client a cancelled request takes no new comment (demands m11)', async () => {
    const fake = await renderComments(CLIENT_USER, {}, 'CANCELADO');
    expect(box()).toBeDisabled();
    expect(
      screen.getByText('Esta solicitação foi cancelada e não recebe novos comentários.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    expect(requestsTo(fake.requests, POST)).toHaveLength(0);
  });
});

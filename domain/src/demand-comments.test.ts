import {
  COMMENT_MESSAGES,
  COMMENT_PARTS,
  commentAttachmentDownloadPath,
  validateCommentSubmission,
} from './demand-comments';

describe('validateCommentSubmission', () => {
  it('asks for a text first, then caps it at 140 characters', () => {
    expect(validateCommentSubmission('  ', [{ name: 'a.pdf', size: 1 }])).toBe(
      'Digitar comentário antes de enviar',
    );
    expect(validateCommentSubmission(undefined, [])).toBe('Digitar comentário antes de enviar');
    expect(validateCommentSubmission('a'.repeat(140), [])).toBeNull();
    expect(validateCommentSubmission('a'.repeat(141), [])).toBe(
      'Quantidade máxima de 140 caracteres por comentário',
    );
    expect(COMMENT_MESSAGES.tooLong).toBe('Quantidade máxima de 140 caracteres por comentário');
  });

  it('then applies the attachment rules of spec 2 section 5', () => {
    const image = (name: string) => ({ name, size: 10 });
    expect(validateCommentSubmission('ok', [image('a.pdf'), image('b.txt')])).toBe(
      'Apenas 1 documento por comentário',
    );
    expect(
      validateCommentSubmission('ok', ['1.jpg', '2.png', '3.bmp', '4.svg', '5.webp'].map(image)),
    ).toBe('Máximo de 4 imagens por comentário');
    expect(
      validateCommentSubmission('ok', [{ ...image('foto.png'), attachedAs: 'document' }]),
    ).toBe('Não subir imagem como documento');
    expect(validateCommentSubmission('ok', [{ name: 'a.pdf', size: 10485761 }])).toBe(
      'Tamanho máximo de 10mb por arquivo',
    );
    expect(validateCommentSubmission('ok', [{ name: 'a.pdf', size: 10485760 }])).toBeNull();
  });
});

describe('comment wire names', () => {
  it('names the multipart parts and the download path', () => {
    expect(COMMENT_PARTS).toEqual({
      dto: 'solicitacaoComentarioDto',
      files: 'files',
      document: 'documento',
    });
    expect(commentAttachmentDownloadPath(7)).toBe('/solicitacao/download/7/solicitacao-comentario');
  });
});

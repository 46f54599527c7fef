import {
  classifyFile,
  fileExtension,
  isAcceptedExtension,
  validateCommentAttachments,
  validateCommentText,
  validateRequestFileCount,
  validateSimulationFileCount,
  validateUploadFile,
} from './files';

const MB = 1024 * 1024;

describe('fileExtension', () => {
  it('lower-cases the last extension', () => {
    expect(fileExtension('Contrato.final.PDF')).toBe('pdf');
    expect(fileExtension('foto.jpeg')).toBe('jpeg');
  });

  it('gives an empty string without one', () => {
    expect(fileExtension('LEIAME')).toBe('');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('nome.')).toBe('');
  });
});

describe('classifyFile', () => {
  it.each([
    ['a.jpg', 'image'],
    ['a.JPEG', 'image'],
    ['a.png', 'image'],
    ['a.bmp', 'image'],
    ['a.webp', 'image'],
    ['a.svg', 'image'],
    ['a.avi', 'video'],
    ['a.mp4', 'video'],
    ['a.mkv', 'video'],
    ['a.webm', 'video'],
    ['a.mov', 'video'],
    ['a.pdf', 'document'],
    ['a.gif', 'document'],
    ['semextensao', 'document'],
  ])('%s is %s', (name, kind) => {
    expect(classifyFile(name)).toBe(kind);
  });
});

describe('validateUploadFile', () => {
  const accepted = ['.pdf', 'docx'];

  it('accepts an allowed file up to 10 MB', () => {
    expect(isAcceptedExtension('a.PDF', accepted)).toBe(true);
    expect(validateUploadFile({ name: 'a.docx', size: 10485760 }, accepted)).toBeNull();
  });

  it('rejects other types', () => {
    expect(validateUploadFile({ name: 'a.zip', size: 1 }, accepted)).toBe(
      'Tipo de arquivo não aceito',
    );
    expect(validateUploadFile({ name: 'pdf', size: 1 }, accepted)).toBe(
      'Tipo de arquivo não aceito',
    );
  });

  it('rejects files over 10485760 bytes', () => {
    expect(validateUploadFile({ name: 'a.pdf', size: 10485761 }, accepted)).toBe(
      'Tamanho máximo de 10mb por arquivo',
    );
  });
});

describe('validateCommentAttachments', () => {
  const image = (name: string) => ({ name, size: MB });

  it('accepts 1 document and 4 images', () => {
    expect(
      validateCommentAttachments([
        { name: 'a.pdf', size: MB, attachedAs: 'document' },
        image('1.png'),
        image('2.jpg'),
        image('3.svg'),
        image('4.webp'),
      ]),
    ).toBeNull();
    expect(validateCommentAttachments([])).toBeNull();
  });

  it('rejects a second document', () => {
    expect(validateCommentAttachments([image('a.pdf'), image('b.docx')])).toBe(
      'Apenas 1 documento por comentário',
    );
  });

  it('rejects a fifth image', () => {
    expect(
      validateCommentAttachments(['1', '2', '3', '4', '5'].map((n) => image(`${n}.png`))),
    ).toBe('Máximo de 4 imagens por comentário');
  });

  it('rejects an image sent as the document', () => {
    expect(
      validateCommentAttachments([{ name: 'foto.png', size: MB, attachedAs: 'document' }]),
    ).toBe('Não subir imagem como documento');
  });

  it('rejects a file over 10 MB', () => {
    expect(validateCommentAttachments([{ name: 'a.mp4', size: 10485761 }])).toBe(
      'Tamanho máximo de 10mb por arquivo',
    );
  });
});

describe('validateCommentText', () => {
  it('requires a comment', () => {
    expect(validateCommentText('  ')).toBe('Digitar comentário antes de enviar');
    expect(validateCommentText(undefined)).toBe('Digitar comentário antes de enviar');
    expect(validateCommentText('Ok')).toBeNull();
  });
});

describe('file counts', () => {
  it('counts new and stored files of a request', () => {
    expect(validateRequestFileCount(4, 6)).toBeNull();
    expect(validateRequestFileCount(5, 6)).toBe('Quantia máxima de 10 arquivos por solicitação');
    expect(validateRequestFileCount(11)).toBe('Quantia máxima de 10 arquivos por solicitação');
  });

  it('limits a simulation to 10 files', () => {
    expect(validateSimulationFileCount(10)).toBeNull();
    expect(validateSimulationFileCount(11)).toBe('Quantia máxima de 10 arquivos por simulação.');
  });
});

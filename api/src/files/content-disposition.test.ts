import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('keeps a plain name as is', () => {
    expect(attachmentDisposition('simulacoes.xlsx')).toBe(
      `attachment; filename="simulacoes.xlsx"; filename*=UTF-8''simulacoes.xlsx`,
    );
  });

  it('encodes accents in filename* and strips them from the fallback', () => {
    expect(attachmentDisposition('Relatório de impacto.pdf')).toBe(
      `attachment; filename="Relatorio de impacto.pdf"; filename*=UTF-8''Relat%C3%B3rio%20de%20impacto.pdf`,
    );
  });

  it('neutralises quotes, line breaks and folders in the name', () => {
    const header = attachmentDisposition('../x"\r\nSet-Cookie: a=b\'.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="x___Set-Cookie: a=b'.pdf"; filename*=UTF-8''x%22%0D%0ASet-Cookie%3A%20a%3Db%27.pdf`,
    );
  });

  it('falls back to "arquivo" for an empty name', () => {
    expect(attachmentDisposition('')).toBe(
      `attachment; filename="arquivo"; filename*=UTF-8''arquivo`,
    );
  });
});

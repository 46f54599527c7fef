import { fileNameFromDisposition, saveBlobResponse } from './download-file';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="solicitacoes.xlsx"', 'solicitacoes.xlsx'],
    ['attachment; filename=solicitacoes.xlsx', 'solicitacoes.xlsx'],
    [
      'attachment; filename="x.xlsx"; filename*=UTF-8\'\'solicita%C3%A7%C3%B5es.xlsx',
      'solicitações.xlsx',
    ],
    ['attachment', 'relatorio.xlsx'],
    [undefined, 'relatorio.xlsx'],
  ])('reads %p as %p', (header, expected) => {
    expect(fileNameFromDisposition(header, 'relatorio.xlsx')).toBe(expected);
  });
});

describe('saveBlobResponse', () => {
  it('clicks a download link to an object URL under the Content-Disposition name', () => {
    const clicked: { href: string; download: string }[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    const spy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    const response = {
      data: new Blob(['x']),
      headers: { 'content-disposition': 'attachment; filename="solicitacoes-2025-02.xlsx"' },
    };

    expect(saveBlobResponse(response, 'relatorio.xlsx')).toBe('solicitacoes-2025-02.xlsx');
    expect(clicked).toEqual([{ href: 'blob:x', download: 'solicitacoes-2025-02.xlsx' }]);
    spy.mockRestore();
  });
});

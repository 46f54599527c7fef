import { fileNameFromDisposition } from './download-file';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="simulacoes.xlsx"', 'simulacoes.xlsx'],
    ['attachment; filename=simulacoes.xlsx', 'simulacoes.xlsx'],
    [
      'attachment; filename="x.xlsx"; filename*=UTF-8\'\'simula%C3%A7%C3%B5es.xlsx',
      'simulações.xlsx',
    ],
    ['attachment', 'relatorio.xlsx'],
    [undefined, 'relatorio.xlsx'],
  ])('reads %p as %p', (header, expected) => {
    expect(fileNameFromDisposition(header, 'relatorio.xlsx')).toBe(expected);
  });
});

import {
  EXECUTABLE_FILE_MESSAGE,
  isExecutableFileName,
  looksLikeExecutable,
} from './executable-files';
import { validateCommentAttachments, validateUploadFile } from '../format/files';
import { DEMAND_ATTACHMENT_EXTENSIONS } from '../demand-api';

const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('executable files', () => {
  it.each([
    'setup.exe',
    'SETUP.EXE',
    'run.bat',
    'run.cmd',
    'old.com',
    'app.js',
    'installer.msi',
    'script.ps1',
    'deploy.sh',
    'macro.vbs',
    'tool.jar',
    'screen.scr',
    'contrato.pdf.exe',
    'C:\\Users\\ana\\virus.exe',
  ])('knows %p by its name', (name) => {
    expect(isExecutableFileName(name)).toBe(true);
  });

  it.each(['contrato.pdf', 'planilha.xlsx', 'foto.jpg', 'exe', 'relatorio.', 'sem-extensao'])(
    'lets %p through by name',
    (name) => {
      expect(isExecutableFileName(name)).toBe(false);
    },
  );

  it('knows programs and scripts by their first bytes', () => {
    expect(looksLikeExecutable(bytes('MZ\x90\x00'))).toBe(true);
    expect(looksLikeExecutable(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2]))).toBe(true);
    expect(looksLikeExecutable(bytes('#!/bin/sh\nrm -rf /'))).toBe(true);
    expect(looksLikeExecutable(new Uint8Array([0xcf, 0xfa, 0xed, 0xfe]))).toBe(true);
    expect(looksLikeExecutable(bytes('%PDF-1.7'))).toBe(false);
    expect(looksLikeExecutable(bytes('PK\x03\x04'))).toBe(false);
    expect(looksLikeExecutable(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]))).toBe(false);
    expect(looksLikeExecutable(bytes('M'))).toBe(false);
    expect(looksLikeExecutable(new Uint8Array())).toBe(false);
  });

  it('refuses them in the demand upload and the comment attachments, in Portuguese', () => {
    expect(EXECUTABLE_FILE_MESSAGE).toBe('Arquivos executáveis não são aceitos.');
    expect(validateUploadFile({ name: 'setup.exe', size: 10 }, DEMAND_ATTACHMENT_EXTENSIONS)).toBe(
      EXECUTABLE_FILE_MESSAGE,
    );
    expect(validateCommentAttachments([{ name: 'run.bat', size: 10 }])).toBe(
      EXECUTABLE_FILE_MESSAGE,
    );
    expect(
      validateCommentAttachments([{ name: 'macro.vbs', size: 10, attachedAs: 'document' }]),
    ).toBe(EXECUTABLE_FILE_MESSAGE);
    expect(validateCommentAttachments([{ name: 'parecer.pdf', size: 10 }])).toBeNull();
  });
});

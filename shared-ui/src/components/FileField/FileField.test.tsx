import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormHarness } from '../../test/form-harness';
import { createTestShell, renderWithShell } from '../../test/test-shell';
import { FileField } from './FileField';

function file(name: string, size = 10) {
  const result = new File(['x'], name);
  Object.defineProperty(result, 'size', { value: size });
  return result;
}

function setup(maxFiles?: number, takenNames?: string[]) {
  const { shell, toast } = createTestShell();
  const onSubmit = jest.fn();
  renderWithShell(
    <FormHarness initialValues={{ files: [] as File[] }} onSubmit={onSubmit}>
      <FileField
        name="files"
        label="Anexos"
        accept={['pdf', 'docx']}
        maxFiles={maxFiles}
        maxFilesMessage="Máximo de 10 documentos por solicitação"
        takenNames={takenNames}
      />
    </FormHarness>,
    shell,
  );
  return { toast, onSubmit, input: screen.getByLabelText('Anexos') as HTMLInputElement };
}

describe('FileField', () => {
  it('refuses a file of a name already chosen or stored, and lists each file once (demands m12)', async () => {
    const user = userEvent.setup();
    const { toast, input } = setup(undefined, ['Parecer.docx']);
    await user.upload(input, [file('contrato.pdf')]);
    await user.upload(input, [file('contrato.pdf'), file('anexo.pdf')]);
    await user.upload(input, [file('parecer.DOCX')]);
    expect(toast.warn).toHaveBeenCalledWith('O arquivo contrato.pdf já foi adicionado.');
    expect(toast.warn).toHaveBeenCalledWith('O arquivo parecer.DOCX já foi adicionado.');
    expect(screen.getAllByText('contrato.pdf')).toHaveLength(1);
    expect(screen.getByText('anexo.pdf')).toBeInTheDocument();
    expect(screen.queryByText('parecer.DOCX')).not.toBeInTheDocument();
  });

  it('keeps accepted files, lists them and lets one be removed', async () => {
    const user = userEvent.setup();
    const { onSubmit, input } = setup();
    expect(input).toHaveAttribute('accept', '.pdf,.docx');
    await user.upload(input, [file('contrato.pdf'), file('parecer.docx')]);
    expect(screen.getByText('contrato.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover contrato.pdf' }));
    expect(screen.queryByText('contrato.pdf')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const submitted = onSubmit.mock.calls[0][0].files as File[];
    expect(submitted.map((f) => f.name)).toEqual(['parecer.docx']);
  });

  it("warns 'Tipo de arquivo não aceito', 'Tamanho máximo de 10mb por arquivo' and refuses programs", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { toast, input } = setup();
    await user.upload(input, [
      file('foto.gif'),
      file('instalar.exe'),
      file('grande.pdf', 10485761),
      file('limite.pdf', 10485760),
    ]);
    expect(toast.warn).toHaveBeenCalledWith('Tipo de arquivo não aceito');
    expect(toast.warn).toHaveBeenCalledWith('Tamanho máximo de 10mb por arquivo');
    expect(toast.warn).toHaveBeenCalledWith('Arquivos executáveis não são aceitos.');
    expect(screen.queryByText('foto.gif')).not.toBeInTheDocument();
    expect(screen.queryByText('grande.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('limite.pdf')).toBeInTheDocument();
  });

  it('refuses files beyond the maximum count with the screen message', async () => {
    const user = userEvent.setup();
    const { toast, input } = setup(2);
    await user.upload(input, [file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    expect(toast.warn).toHaveBeenCalledWith('Máximo de 10 documentos por solicitação');
    expect(screen.queryByText('c.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('b.pdf')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { PdfModal } from './PdfModal';

describe('PdfModal', () => {
  it('shows the PDF in a frame titled like the dialog, with a download link', () => {
    render(
      <PdfModal
        open
        title="Conheça a LGPD"
        url="/docs/lgpd.pdf"
        fileName="lgpd.pdf"
        onClose={jest.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Conheça a LGPD' })).toBeInTheDocument();
    expect(screen.getByTitle('Conheça a LGPD')).toHaveAttribute('src', '/docs/lgpd.pdf');
    const link = screen.getByRole('link', { name: 'Baixar PDF' });
    expect(link).toHaveAttribute('href', '/docs/lgpd.pdf');
    expect(link).toHaveAttribute('download', 'lgpd.pdf');
  });
});

import { render, screen } from '@testing-library/react';
import { HelpPopup } from './HelpPopup';

describe('HelpPopup', () => {
  it("is a dialog titled 'Ajuda'", () => {
    render(
      <HelpPopup open onClose={jest.fn()}>
        Preencha os campos obrigatórios.
      </HelpPopup>,
    );
    expect(screen.getByRole('dialog', { name: 'Ajuda' })).toHaveTextContent(
      'Preencha os campos obrigatórios.',
    );
  });
});

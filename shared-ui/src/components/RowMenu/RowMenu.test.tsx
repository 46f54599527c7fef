import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowMenu } from './RowMenu';

describe('RowMenu', () => {
  it('opens on the button, runs an item, skips disabled ones and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    const edit = jest.fn();
    const accept = jest.fn();
    render(
      <RowMenu
        label="Ações de Ana Souza"
        items={[
          { label: 'Aceitar', onSelect: accept, disabled: true },
          { label: 'Editar', onSelect: edit },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Ações de Ana Souza' });
    await user.click(button);

    expect(screen.getByRole('menuitem', { name: 'Aceitar' })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'Editar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Editar' }));
    expect(edit).toHaveBeenCalledTimes(1);
    expect(accept).not.toHaveBeenCalled();
  });
});

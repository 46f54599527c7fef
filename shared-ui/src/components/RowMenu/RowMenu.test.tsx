import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import type { RowMenu } from './RowMenu';
import type * as PopupLoader from './row-menu-popup-loader';

// Each test starts with the popup chunk not loaded yet, as on a page's first visit: fresh
// copies of the menu's modules, over the one React of the test.
let loader: typeof PopupLoader;
let Menu: typeof RowMenu;
beforeEach(() => {
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    jest.doMock('react-dom', () => ReactDom);
    jest.doMock('react/jsx-runtime', () => JsxRuntime);
    loader = jest.requireActual('./row-menu-popup-loader');
    Menu = (jest.requireActual('./RowMenu') as { RowMenu: typeof RowMenu }).RowMenu;
  });
});

describe('RowMenu', () => {
  it('opens on the button, runs an item, skips disabled ones and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    const edit = jest.fn();
    const accept = jest.fn();
    render(
      <Menu
        label="Ações de Ana Souza"
        items={[
          { label: 'Aceitar', onSelect: accept, disabled: true },
          { label: 'Editar', onSelect: edit },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Ações de Ana Souza' });
    // The list shows its buttons without the popup's code.
    expect(loader.loadedRowMenuPopup()).toBeNull();
    await user.hover(button);
    await act(async () => {});
    expect(loader.loadedRowMenuPopup()).not.toBeNull();
    await user.click(button);

    // Pointing at the button brought the popup before the click: the menu is there at once.
    expect(screen.getByRole('menu', { name: 'Ações de Ana Souza' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('menu').id);
    expect(screen.getByRole('menuitem', { name: 'Aceitar' })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'Editar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Editar' }));
    expect(edit).toHaveBeenCalledTimes(1);
    expect(accept).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('loads the popup when focus reaches the button, and arrows move between items', async () => {
    const user = userEvent.setup();
    render(
      <Menu
        label="Ações de Bia"
        items={[
          { label: 'Editar', onSelect: jest.fn() },
          { label: 'Desativar', onSelect: jest.fn() },
        ]}
      />,
    );
    expect(loader.loadedRowMenuPopup()).toBeNull();
    await user.tab();
    await act(async () => {
      await loader.loadRowMenuPopup();
    });
    expect(loader.loadedRowMenuPopup()).not.toBeNull();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Editar' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Desativar' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Editar' })).toHaveFocus();
  });

  it('opens on a click that came with no pointer or focus first, once the popup arrives', async () => {
    render(<Menu label="Ações de Caio" items={[{ label: 'Editar', onSelect: jest.fn() }]} />);
    const button = screen.getByRole('button', { name: 'Ações de Caio' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('menuitem', { name: 'Editar' })).toHaveFocus();
  });

  it('closes on a press outside the menu', async () => {
    const user = userEvent.setup();
    render(
      <>
        <p>fora</p>
        <Menu label="Ações de Davi" items={[{ label: 'Editar', onSelect: jest.fn() }]} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Ações de Davi' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('fora'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

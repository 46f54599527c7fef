import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_USER, createTestShell, renderWithShell } from '../test/test-shell';
import { TERMS_ACCEPTANCE_LABELS, TermsAcceptancePage } from './TermsAcceptancePage';

describe('terms acceptance on first sign-in', () => {
  it('keeps the button disabled until the box is ticked, then records the acceptance', async () => {
    const test = createTestShell(
      { ...CLIENT_USER, termsAccepted: false },
      { '/user/accept-terms': { termsAccepted: true, acceptedAt: '2026-11-22T00:00:00.000Z' } },
    );
    await act(async () => {
      render(renderWithShell(test.shell, <TermsAcceptancePage />));
    });
    const submit = screen.getByRole('button', { name: TERMS_ACCEPTANCE_LABELS.submit });
    expect(screen.getByRole('heading', { name: 'Termos de Uso' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aviso de Privacidade' })).toBeInTheDocument();
    expect(submit).toBeDisabled();
    // The box sits in its label, on the text's line on a phone too (platform m20).
    const box = screen.getByRole('checkbox', { name: TERMS_ACCEPTANCE_LABELS.checkbox });
    expect(box.closest('label')).toHaveTextContent(TERMS_ACCEPTANCE_LABELS.checkbox);

    await userEvent.click(screen.getByLabelText(TERMS_ACCEPTANCE_LABELS.checkbox));
    await userEvent.click(submit);

    expect(test.requests).toEqual(['POST /user/accept-terms']);
    expect(test.shell.session.getUser()?.termsAccepted).toBe(true);
    expect(test.navigate).toHaveBeenCalledWith('/home', { replace: true });
  });

  it('opens the page that was asked for once accepted (an e-mail link through the first sign-in)', async () => {
    const test = createTestShell(
      { ...CLIENT_USER, termsAccepted: false },
      { '/user/accept-terms': { termsAccepted: true, acceptedAt: '2026-11-22T00:00:00.000Z' } },
    );
    await act(async () => {
      render(
        renderWithShell(test.shell, <TermsAcceptancePage />, '/clientDemands/details/41?aba=2'),
      );
    });
    await userEvent.click(screen.getByLabelText(TERMS_ACCEPTANCE_LABELS.checkbox));
    await userEvent.click(screen.getByRole('button', { name: TERMS_ACCEPTANCE_LABELS.submit }));
    expect(test.navigate).toHaveBeenCalledWith('/clientDemands/details/41?aba=2', {
      replace: true,
    });
  });
});

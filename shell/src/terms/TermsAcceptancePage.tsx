import { Button, PrivacyNotice, TermsOfUse, useShell } from '@dpohub/shared-ui';
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styles from './TermsPage.module.css';

export const TERMS_ACCEPTANCE_LABELS = {
  intro:
    'Antes de usar o portal, leia e aceite os Termos de Uso e o Aviso de Privacidade (primeiro acesso).',
  checkbox: 'Li e aceito os Termos de Uso e o Aviso de Privacidade.',
  submit: 'Aceitar e continuar',
} as const;

/**
 * First sign-in (spec 1 section 1, spec 4 terms section): the user must accept the terms and the
 * privacy notice before using the portal. The server refuses every other call until then and
 * records the acceptance date (POST /user/accept-terms). The page asked for (the one an e-mail's
 * link opened through the sign-in, issue 29 demands M1) opens once they accept; the guard sends
 * a user asking for a page they may not see to their landing page as ever.
 */
export function TermsAcceptancePage() {
  const shell = useShell();
  const checkboxId = useId();
  const [accepted, setAccepted] = useState(false);
  const [saving, setSaving] = useState(false);
  const { pathname, search } = useLocation();

  const accept = async () => {
    const user = shell.session.getUser();
    const token = shell.session.getToken();
    if (!user || !token) return;
    setSaving(true);
    try {
      await shell.http.post('/user/accept-terms');
      shell.session.login(token, { ...user, termsAccepted: true });
      shell.navigate(`${pathname}${search}`, { replace: true });
    } catch {
      // the http client already showed the server's message
      setSaving(false);
    }
  };

  return (
    <div className={styles.page}>
      <p className={styles.intro}>{TERMS_ACCEPTANCE_LABELS.intro}</p>
      <TermsOfUse />
      <PrivacyNotice />
      <div className={styles.acceptance}>
        {/* The box and its text on one line, on a phone too (platform m20). */}
        <label htmlFor={checkboxId} className={styles.check}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
          />
          <span>{TERMS_ACCEPTANCE_LABELS.checkbox}</span>
        </label>
        <Button type="button" disabled={!accepted} loading={saving} onClick={accept}>
          {TERMS_ACCEPTANCE_LABELS.submit}
        </Button>
      </div>
    </div>
  );
}

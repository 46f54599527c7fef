import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LEAD_UNSUBSCRIBE_LABELS as L } from '@dpohub/domain';
import type { LeadUnsubscribeBody, LeadUnsubscribed } from '@dpohub/domain/wire';
import { Button, useShell } from '@dpohub/shared-ui';
import styles from './UnsubscribePage.module.css';

type State = 'asking' | 'sending' | 'done' | 'invalid';

/**
 * The page of the link in every e-mail to a lead (issues 30 and 31): it asks first, so a mail
 * scanner that opens links erases no one, then sends the signed token, which withdraws the
 * consent and erases the lead from the firm's list, and confirms.
 */
export function UnsubscribePage() {
  const { http, setTitle } = useShell();
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<State>(token ? 'asking' : 'invalid');

  useEffect(() => {
    setTitle(L.title);
    document.title = `DPOHUB | ${L.title}`;
  }, [setTitle]);

  const confirm = async () => {
    setState('sending');
    try {
      const body: LeadUnsubscribeBody = { token };
      await http.post<LeadUnsubscribed>(
        '/lead/descadastrar',
        body,
        { skipErrorToast: true, skipAuthExpiry: true },
      );
      setState('done');
    } catch {
      setState('invalid');
    }
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1>{L.title}</h1>
        {state === 'done' ? (
          <p role="status">{L.done}</p>
        ) : state === 'invalid' ? (
          <p role="alert">{L.invalid}</p>
        ) : (
          <>
            <p>{L.question}</p>
            <Button variant="primary" loading={state === 'sending'} onClick={() => void confirm()}>
              {L.confirm}
            </Button>
          </>
        )}
      </div>
    </main>
  );
}

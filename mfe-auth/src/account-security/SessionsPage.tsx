import { useCallback, useEffect, useState } from 'react';
import {
  ACCOUNT_SECURITY_LABELS as LABELS,
  ACCOUNT_SECURITY_MESSAGES as MESSAGES,
  LOGOUT_REDIRECT_MS,
} from '@dpohub/domain';
import type { ActiveSession } from '@dpohub/domain/wire';
import { Button, Spinner, useShell } from '@dpohub/shared-ui';
import { endOtherSessions, endSession, fetchSessions } from './account-security-api';
import styles from './AccountSecurity.module.css';

/**
 * 'Sessões ativas' in the profile menu: every session of the user (device and browser, IP,
 * sign-in and last use), 'Encerrar' on each and 'Encerrar todas as outras'. Ending one stops
 * its token at once, on every server; ending this one signs out here.
 */
export function SessionsPage() {
  const shell = useShell();
  const [sessions, setSessions] = useState<ActiveSession[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => shell.setTitle(LABELS.sessionsTitle), [shell]);
  const reload = useCallback(
    () => fetchSessions(shell.http).then(setSessions, () => setSessions([])),
    [shell.http],
  );
  useEffect(() => void reload(), [reload]);

  const end = async (session: ActiveSession) => {
    setBusy(session.id);
    try {
      await endSession(shell.http, session.id);
      shell.toast.success(MESSAGES.sessionEnded);
      if (session.current) {
        shell.session.logout();
        setTimeout(() => shell.navigate('/home'), LOGOUT_REDIRECT_MS);
        return;
      }
      await reload();
    } catch {
      // The http client showed the server's message.
    } finally {
      setBusy(null);
    }
  };

  const endOthers = async () => {
    setBusy('others');
    try {
      shell.toast.success(MESSAGES.otherSessionsEnded(await endOtherSessions(shell.http)));
      await reload();
    } catch {
      // The http client showed the server's message.
    } finally {
      setBusy(null);
    }
  };

  if (!sessions) return <Spinner />;
  const others = sessions.filter((session) => !session.current);
  return (
    <section className={styles.panel} aria-label={LABELS.sessionsTitle}>
      <ul className={styles.sessions} aria-label={LABELS.sessionsTitle}>
        {sessions.map((session) => (
          <li
            key={session.id}
            className={styles.session}
            aria-current={session.current || undefined}
          >
            <div className={styles.sessionText}>
              <p className={styles.device}>
                {session.device}
                {session.current ? (
                  <span className={styles.badge}>{LABELS.thisSession}</span>
                ) : null}
              </p>
              <dl className={styles.facts}>
                <dt>{LABELS.ip}</dt>
                <dd>{session.ip}</dd>
                <dt>{LABELS.signedInAt}</dt>
                <dd>{session.signedInAt}</dd>
                <dt>{LABELS.lastUsedAt}</dt>
                <dd>{session.lastUsedAt}</dd>
              </dl>
            </div>
            <Button
              variant="secondary"
              loading={busy === session.id}
              disabled={busy !== null}
              onClick={() => void end(session)}
              aria-label={`${LABELS.end}: ${session.device}, ${session.signedInAt}`}
            >
              {LABELS.end}
            </Button>
          </li>
        ))}
      </ul>
      {others.length === 0 ? <p className={styles.explain}>{LABELS.noOtherSessions}</p> : null}
      <div className={styles.actions}>
        <Button
          variant="danger"
          disabled={others.length === 0 || busy !== null}
          loading={busy === 'others'}
          onClick={() => void endOthers()}
        >
          {LABELS.endOthers}
        </Button>
      </div>
    </section>
  );
}

import {
  CALENDAR_LABELS,
  apiToDisplayDate,
  brazilianDay,
  type FirmCalendarYear,
  type FirmClosure,
} from '@dpohub/domain';
import { Button, LazyConfirmDialog, Spinner, useShell } from '@dpohub/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import { AdminPage } from '../components/AdminPage';
import { fetchCalendarYear, removeClosure } from './calendar-api';
import { ClosedDaysTable } from './ClosedDaysTable';
import { ClosureForm } from './ClosureForm';
import { ReplyToForm } from './ReplyToForm';
import { SeatForm } from './SeatForm';
import styles from './CalendarPage.module.css';

const period = (closure: FirmClosure) =>
  CALENDAR_LABELS.period(apiToDisplayDate(closure.inicio), apiToDisplayDate(closure.fim));

/**
 * 'Calendário' (firm staff): the days the firm does not work, which every business-day rule
 * skips (SLA, the clocks of the lists, the daily digest, the SLA report). The national holidays,
 * Carnival, Corpus Christi and the seat's holidays come on their own; the firm adds its own
 * closures (the year-end recess, a bridge day, Ash Wednesday's whole day) and chooses its seat.
 */
export function CalendarPage() {
  const shell = useShell();
  const [year, setYear] = useState(() => Number(brazilianDay(new Date()).slice(0, 4)));
  const [calendar, setCalendar] = useState<FirmCalendarYear | null>(null);
  const [removing, setRemoving] = useState<FirmClosure | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => shell.setTitle(CALENDAR_LABELS.title), [shell]);

  const load = useCallback(() => {
    let current = true;
    fetchCalendarYear(shell.http, year).then(
      (answer) => {
        if (current) setCalendar(answer);
      },
      (error: unknown) => console.error('GET /calendario failed', error),
    );
    return () => {
      current = false;
    };
  }, [shell.http, year]);

  useEffect(() => {
    setCalendar(null);
    return load();
  }, [load]);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeClosure(shell.http, removing.id);
      shell.toast.success(CALENDAR_LABELS.closureRemoved);
      setRemoving(null);
      load();
    } catch {
      // The http client showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminPage>
      <p className={styles.intro}>{CALENDAR_LABELS.intro}</p>
      {calendar ? <SeatForm key={calendar.sede.nome} seat={calendar.sede} onSaved={load} /> : null}
      <ReplyToForm />

      <div className={styles.yearBar}>
        <Button
          variant="ghost"
          aria-label={`${CALENDAR_LABELS.year} ${year - 1}`}
          onClick={() => setYear(year - 1)}
        >
          ‹
        </Button>
        <h3 className={styles.year} aria-live="polite">
          {CALENDAR_LABELS.year} {year}
        </h3>
        <Button
          variant="ghost"
          aria-label={`${CALENDAR_LABELS.year} ${year + 1}`}
          onClick={() => setYear(year + 1)}
        >
          ›
        </Button>
      </div>

      {calendar === null ? (
        <Spinner />
      ) : (
        <div className={styles.columns}>
          <section aria-labelledby="closures-title" className={styles.panel}>
            <h3 id="closures-title" className={styles.subheading}>
              {CALENDAR_LABELS.closures}
            </h3>
            <p className={styles.muted}>{CALENDAR_LABELS.closuresHint}</p>
            <ClosureForm onAdded={load} />
            {calendar.fechamentos.length === 0 ? (
              <p className={styles.muted}>{CALENDAR_LABELS.none}</p>
            ) : (
              <ul className={styles.closures}>
                {calendar.fechamentos.map((closure) => (
                  <li key={closure.id} className={styles.closure}>
                    <span>
                      <strong>{closure.descricao}</strong>
                      <span className={styles.muted}> {period(closure)}</span>
                    </span>
                    <Button
                      variant="ghost"
                      aria-label={CALENDAR_LABELS.removeLabel(closure.descricao)}
                      onClick={() => setRemoving(closure)}
                    >
                      {CALENDAR_LABELS.remove}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="closed-days-title" className={styles.panel}>
            <h3 id="closed-days-title" className={styles.subheading}>
              {CALENDAR_LABELS.closedDays}
            </h3>
            <p className={styles.muted}>
              {CALENDAR_LABELS.ashWednesday(calendar.quartaDeCinzas.abertura)} (
              {apiToDisplayDate(calendar.quartaDeCinzas.data)})
            </p>
            <ClosedDaysTable days={calendar.diasFechados} />
          </section>
        </div>
      )}

      <LazyConfirmDialog
        open={removing !== null}
        title={CALENDAR_LABELS.confirmRemoveTitle}
        text={removing ? CALENDAR_LABELS.confirmRemove(removing.descricao) : undefined}
        loading={busy}
        danger
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </AdminPage>
  );
}

import { CALENDAR_LABELS, type FirmSeat, type SeatOption } from '@dpohub/domain';
import { Button, useShell } from '@dpohub/shared-ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { fetchSeatOptions, saveSeat } from './calendar-api';
import styles from './CalendarPage.module.css';

const STATE_ONLY = '';

/** The firm's seat: its state's (and city's) holidays close the firm. */
export function SeatForm({ seat, onSaved }: { seat: FirmSeat; onSaved: () => void }) {
  const shell = useShell();
  const stateId = useId();
  const cityId = useId();
  const [options, setOptions] = useState<SeatOption[]>([]);
  const [uf, setUf] = useState(seat.uf);
  const [cidade, setCidade] = useState(seat.cidade ?? STATE_ONLY);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    fetchSeatOptions(shell.http).then(setOptions, (error: unknown) =>
      console.error('GET /calendario/sedes failed', error),
    );
  }, [shell.http]);

  const cities = options.find((option) => option.uf === uf)?.cidades ?? [];

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await saveSeat(shell.http, { uf, cidade: cidade === STATE_ONLY ? null : cidade });
      shell.toast.success(CALENDAR_LABELS.seatSaved);
      onSaved();
    } catch {
      // The http client showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.seat} onSubmit={(event) => void save(event)}>
      <h3 className={styles.subheading}>{CALENDAR_LABELS.seat}</h3>
      <p className={styles.muted}>{seat.nome}</p>
      <div className={styles.row}>
        <label className={styles.field} htmlFor={stateId}>
          <span className={styles.label}>{CALENDAR_LABELS.seatState}</span>
          <select
            id={stateId}
            className={styles.input}
            value={uf}
            onChange={(event) => {
              setUf(event.target.value);
              setCidade(STATE_ONLY);
            }}
          >
            {(options.length ? options : [{ uf: seat.uf, nome: seat.uf, cidades: [] }]).map(
              (option) => (
                <option key={option.uf} value={option.uf}>
                  {option.nome}
                </option>
              ),
            )}
          </select>
        </label>
        <label className={styles.field} htmlFor={cityId}>
          <span className={styles.label}>{CALENDAR_LABELS.seatCity}</span>
          <select
            id={cityId}
            className={styles.input}
            value={cidade}
            onChange={(event) => setCidade(event.target.value)}
          >
            <option value={STATE_ONLY}>{CALENDAR_LABELS.seatStateOnly}</option>
            {cities.map((city) => (
              <option key={city.codigo} value={city.codigo}>
                {city.nome}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary" loading={saving} disabled={!options.length}>
          {CALENDAR_LABELS.seatSave}
        </Button>
      </div>
    </form>
  );
}

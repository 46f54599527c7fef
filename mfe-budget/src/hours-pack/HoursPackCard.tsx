import {
  HOW_WE_CALCULATE,
  MESSAGES,
  durationToHoursMinutes,
  formatBRL,
  hoursCardState,
  hoursPackMailto,
  isNegativeDuration,
  parseSignedDuration,
} from '@dpohub/domain';
import { Button, Spinner, useShell } from '@dpohub/shared-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HOURS_PACK_PATH, fetchHoursPack, type AppliedQuery } from '../budget-api';
import { BUDGET_LABELS } from '../labels';
import { HoursDonut } from './HoursDonut';
import { PackList } from './PackList';
import styles from './HoursPackCard.module.css';

export interface HoursPackCardProps {
  query: AppliedQuery;
  onHoursReport: () => void;
}

type Figures = Awaited<ReturnType<typeof fetchHoursPack>>;

/**
 * The card's figures for the query's client (none before an admin chose one), from the session's
 * cache: the card and the burn-down beside it read the same answer. The last query's figures stay
 * while the next load; a query changed before its answer came aborts the requests.
 */
export function useHoursPack(query: AppliedQuery) {
  const { http, session } = useShell();
  const clientId = session.isAdmin() ? query.idCliente : (session.getUser()?.client ?? null);
  const { data, isFetching } = useQuery({
    queryKey: [HOURS_PACK_PATH, query],
    queryFn: ({ signal }) => fetchHoursPack(http, query, signal),
    enabled: clientId !== null,
    placeholderData: keepPreviousData,
  });
  return { clientId, figures: data ?? null, loading: isFetching };
}

const short = (text: string) => text.replace(/:00$/, '');

/**
 * 'Pacote de horas vigente' (spec 2 section 2.8): the packs in force today, whatever the period
 * (budget M2, M3): balance versus spent, contract and expiry, the alerts, each pack, and how
 * the figures are computed.
 */
export function HoursPackCard({ query, onHoursReport }: HoursPackCardProps) {
  const { session } = useShell();
  const admin = session.isAdmin();
  const user = session.getUser();
  const { clientId, figures, loading } = useHoursPack(query);

  const state = hoursCardState({
    admin,
    clientId,
    enableHoursBank: admin || Boolean(user?.enableHoursBank),
    packsInForce:
      figures?.overview.pacotes.filter((pack) => pack.situacao === 'VIGENTE').length ?? 0,
  });

  let body;
  if (state === 'selectClient') body = <p className={styles.note}>{MESSAGES.selectClientToView}</p>;
  else if (state === 'promotion') {
    // 'Fale conosco' writes to the firm's own address, once the firm has filled it in (m12).
    const firmEmail = figures?.overview.contatoEscritorio;
    body = (
      <p className={styles.note}>
        {MESSAGES.hoursPackPromotion}
        {firmEmail && (
          <>
            {' '}
            <a className={styles.contact} href={hoursPackMailto(firmEmail)}>
              {MESSAGES.contactUs}
            </a>
          </>
        )}
      </p>
    );
  } else if (loading && !figures) body = <Spinner />;
  else if (state === 'noHoursBank') body = <p className={styles.note}>{MESSAGES.noHoursBank}</p>;
  else if (state === 'noContractedHours' || !figures)
    body = (
      <>
        <p className={styles.note}>{MESSAGES.noContractedHours}</p>
        {figures && <PackList packs={figures.overview.pacotes} />}
      </>
    );
  else body = <PackFigures figures={figures} />;

  return (
    <section className={styles.card} aria-labelledby="budget-hours-pack">
      <div className={styles.heading}>
        <h2 id="budget-hours-pack">{BUDGET_LABELS.hoursPack}</h2>
        {state === 'figures' && (
          <Button variant="secondary" onClick={onHoursReport}>
            {BUDGET_LABELS.hoursReport}
          </Button>
        )}
      </div>
      {body}
    </section>
  );
}

function PackFigures({ figures }: { figures: Figures }) {
  const { progress, contracting, overview } = figures;
  const balance = durationToHoursMinutes(progress.saldo);
  const debt = isNegativeDuration(progress.saldo);
  return (
    <>
      {overview.alertas.length > 0 && (
        <ul className={styles.alerts} role="status">
          {overview.alertas.map((alert) => (
            <li
              key={alert.mensagem}
              className={alert.tipo === 'used100' ? styles.danger : undefined}
            >
              {alert.mensagem}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.figures}>
        <HoursDonut
          balanceMinutes={parseSignedDuration(progress.saldo) ?? 0}
          spentMinutes={parseSignedDuration(progress.consumida) ?? 0}
          label={
            <span className={debt ? styles.debt : undefined} data-testid="hours-balance">
              {debt && `${BUDGET_LABELS.debt} `}
              {balance ? BUDGET_LABELS.hoursAndMinutes(balance.hours, balance.minutes) : ''}
            </span>
          }
        />
        <dl className={styles.list}>
          <div>
            <dt>{BUDGET_LABELS.contracted}</dt>
            <dd>{short(progress.contratada)}</dd>
          </div>
          <div>
            <dt>{BUDGET_LABELS.balance}</dt>
            <dd className={debt ? styles.debt : undefined}>{short(progress.saldo)}</dd>
          </div>
          <div>
            <dt>{BUDGET_LABELS.spent}</dt>
            <dd>{short(progress.consumida)}</dd>
          </div>
          <div>
            <dt>{BUDGET_LABELS.contractedValue}</dt>
            <dd>{formatBRL(contracting.contratado ?? 0)}</dd>
          </div>
          <div>
            <dt>{BUDGET_LABELS.expiresOn}</dt>
            <dd>{contracting.expiracao ?? BUDGET_LABELS.noValue}</dd>
          </div>
        </dl>
      </div>
      <PackList packs={overview.pacotes} />
      <details className={styles.how}>
        <summary>{BUDGET_LABELS.howWeCalculate}</summary>
        <ul>
          {HOW_WE_CALCULATE.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </details>
    </>
  );
}

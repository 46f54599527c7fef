import {
  MESSAGES,
  durationToHoursMinutes,
  formatBRL,
  hoursCardState,
  hoursPackMailto,
  isNegativeDuration,
  parseApiDate,
  parseSignedDuration,
  displayToApiDate,
  formatApiDate,
  type ContractingInfo,
  type HoursProgress,
} from '@dpohub/domain';
import { Button, Spinner, useShell } from '@dpohub/shared-ui';
import { useEffect, useState } from 'react';
import { fetchContracting, fetchProgress, type AppliedQuery } from '../budget-api';
import { BUDGET_LABELS } from '../labels';
import { HoursDonut } from './HoursDonut';
import styles from './HoursPackCard.module.css';

export interface HoursPackCardProps {
  query: AppliedQuery;
  /** Bumped after hours are added or removed, so the figures are read again. */
  version: number;
  onHoursReport: () => void;
}

interface Figures {
  progress: HoursProgress;
  contracting: ContractingInfo;
}

const short = (text: string) => text.replace(/:00$/, '');

/** 'Pacote de horas vigente' (spec 2 section 2.8): balance versus spent, contract and expiry. */
export function HoursPackCard({ query, version, onHoursReport }: HoursPackCardProps) {
  const { http, session } = useShell();
  const admin = session.isAdmin();
  const user = session.getUser();
  const clientId = admin ? query.idCliente : (user?.client ?? null);
  const [figures, setFigures] = useState<Figures | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (clientId === null) return;
    let live = true;
    setLoading(true);
    Promise.all([fetchProgress(http, query), fetchContracting(http, query)])
      .then(([progress, contracting]) => live && setFigures({ progress, contracting }))
      .catch((error) => {
        console.error('budget hours pack failed', error);
        if (live) setFigures(null);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [http, query, clientId, version]);

  const expiresOn = figures?.contracting.expiracao
    ? displayToApiDate(figures.contracting.expiracao)
    : null;
  const state = hoursCardState({
    admin,
    clientId,
    enableHoursBank: admin || Boolean(user?.enableHoursBank),
    expiresOn,
    contractedMinutes: parseSignedDuration(figures?.progress.contratada) ?? 0,
    today: formatApiDate(new Date()),
  });

  let body;
  if (state === 'selectClient') body = <p className={styles.note}>{MESSAGES.selectClientToView}</p>;
  else if (loading && !figures) body = <Spinner />;
  else if (state === 'promotion')
    body = (
      <p className={styles.note}>
        {MESSAGES.hoursPackPromotion} <a href={hoursPackMailto()}>{MESSAGES.contactUs}</a>
      </p>
    );
  else if (state === 'noHoursBank') body = <p className={styles.note}>{MESSAGES.noHoursBank}</p>;
  else if (state === 'noContractedHours' || !figures)
    body = <p className={styles.note}>{MESSAGES.noContractedHours}</p>;
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
  const { progress, contracting } = figures;
  const balance = durationToHoursMinutes(progress.saldo);
  const debt = isNegativeDuration(progress.saldo);
  const expiry = contracting.expiracao;
  return (
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
          <dd>{expiry && parseApiDate(displayToApiDate(expiry)) ? expiry : '-'}</dd>
        </div>
      </dl>
    </div>
  );
}

import {
  apiToDisplayDate,
  formatBRL,
  hoursAndMinutesText,
  packName,
  parseSignedDuration,
} from '@dpohub/domain';
import type { HoursPackView } from '@dpohub/domain/wire';
import { BUDGET_LABELS } from '../labels';
import styles from './HoursPackCard.module.css';

const labels = BUDGET_LABELS.packColumns;
const short = (text: string) => text.replace(/:00$/, '');

function nameOf(pack: HoursPackView): string {
  return packName({
    descricao: pack.descricao,
    minutes: parseSignedDuration(pack.quantidade) ?? 0,
    startsOn: pack.dataInicio,
  });
}

function PackTable({ packs, caption }: { packs: HoursPackView[]; caption: string }) {
  return (
    <table className={styles.packs}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.pack}</th>
          <th scope="col">{labels.period}</th>
          <th scope="col">{labels.hours}</th>
          <th scope="col">{labels.used}</th>
          <th scope="col">{labels.balance}</th>
          <th scope="col">{labels.value}</th>
        </tr>
      </thead>
      <tbody>
        {packs.map((pack) => {
          const balance = parseSignedDuration(pack.saldo) ?? 0;
          return (
            <tr key={pack.id}>
              <th scope="row">
                {nameOf(pack)}
                {pack.situacao !== 'VIGENTE' && (
                  <span className={styles.packStatus}>
                    {' '}
                    · {BUDGET_LABELS.packStatus[pack.situacao]}
                  </span>
                )}
              </th>
              <td data-label={labels.period}>
                {apiToDisplayDate(pack.dataInicio)} a {apiToDisplayDate(pack.dataExpiracao)}
              </td>
              <td data-label={labels.hours}>{short(pack.quantidade)}</td>
              <td data-label={labels.used}>{short(pack.consumida)}</td>
              <td
                data-label={labels.balance}
                className={balance < 0 ? styles.debt : undefined}
                title={hoursAndMinutesText(balance)}
              >
                {short(pack.saldo)}
              </td>
              <td data-label={labels.value}>{formatBRL(pack.valor)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The packs in force (each with its use and balance), and the expired and future ones folded. */
export function PackList({ packs }: { packs: readonly HoursPackView[] }) {
  const inForce = packs.filter((pack) => pack.situacao === 'VIGENTE');
  const others = packs.filter((pack) => pack.situacao !== 'VIGENTE');
  return (
    <>
      {inForce.length > 0 && <PackTable packs={inForce} caption={BUDGET_LABELS.packsInForce} />}
      {others.length > 0 && (
        <details className={styles.how}>
          <summary>{BUDGET_LABELS.otherPacks}</summary>
          <PackTable packs={others} caption={BUDGET_LABELS.otherPacks} />
        </details>
      )}
    </>
  );
}

import { useEffect, useState } from 'react';
import { PieChart } from 'react-minimal-pie-chart';
import {
  ASSESSMENT_API_BASE,
  ASSESSMENT_FORMS,
  ASSESSMENT_MESSAGES,
  ASSESSMENT_STATUS,
  ASSESSMENT_STATUS_LABEL,
  DASHBOARD_IGNORED_SERIES,
  MESSAGES,
} from '@dpohub/domain';
import type { PieChartResponse, PieSeriesItem } from '@dpohub/domain/wire';
import { Link } from 'react-router-dom';
import { Spinner, useShell } from '@dpohub/shared-ui';
import { ASSESSMENT_PATHS } from '../routing/assessment-paths';
import styles from './Dashboard.module.css';

/** The four cards in the spec's order (spec 3 section 2.6). */
type DashboardKind = keyof typeof ASSESSMENT_MESSAGES.dashboardCards;
const CARDS: readonly DashboardKind[] = ['ali', 'newProject', 'ropa', 'tpa'];

// White numbers on the slices: both colours give at least 4.5:1 (finding m8: the former amber
// #d4910a gave about 2.7:1).
const COLORS: Record<string, string> = {
  [ASSESSMENT_STATUS_LABEL.completed]: '#1d6b3f',
  [ASSESSMENT_STATUS_LABEL.inProgress]: '#8a5300',
};

/** The list status each series opens (finding B1: the pies lead to the assessments). */
const STATUS_OF: Record<string, string> = {
  [ASSESSMENT_STATUS_LABEL.completed]: ASSESSMENT_STATUS.DONE,
  [ASSESSMENT_STATUS_LABEL.inProgress]: ASSESSMENT_STATUS.DRAFT,
};

type CardState =
  { kind: 'loading' } | { kind: 'denied' } | { kind: 'data'; items: PieSeriesItem[] };

function DashboardCard({ form }: { form: DashboardKind }) {
  const { http, navigate } = useShell();
  const definition = ASSESSMENT_FORMS[form];
  const [state, setState] = useState<CardState>({ kind: 'loading' });

  useEffect(() => {
    let alive = true;
    http
      .get<PieChartResponse>(`${ASSESSMENT_API_BASE}/${definition.apiSegment}/pizzaChart`, {
        skipErrorToast: true,
      })
      .then(({ data }) => {
        const items = (data.series?.[0]?.data ?? []).filter(
          (item) => item.name !== DASHBOARD_IGNORED_SERIES,
        );
        if (alive) setState({ kind: 'data', items });
      })
      .catch(() => alive && setState({ kind: 'denied' }));
    return () => {
      alive = false;
    };
  }, [http, definition.apiSegment]);

  const title = ASSESSMENT_MESSAGES.dashboardCards[form];
  const total = state.kind === 'data' ? state.items.reduce((sum, i) => sum + i.countTotal, 0) : 0;
  const listOf = (name?: string) =>
    `${ASSESSMENT_PATHS.list}?formId=${definition.formId}${
      name && STATUS_OF[name] ? `&status=${STATUS_OF[name]}` : ''
    }`;

  return (
    <article className={styles.card} aria-label={title}>
      {/* The top bar holds the page's h1: each card is a section under it (axe heading-order). */}
      <h2>{state.kind === 'denied' ? title : <Link to={listOf()}>{title}</Link>}</h2>
      {state.kind === 'loading' ? <Spinner /> : null}
      {state.kind === 'denied' ? <p className={styles.empty}>{MESSAGES.noFormAccess}</p> : null}
      {state.kind === 'data' && total === 0 ? (
        <p className={styles.empty}>{MESSAGES.dashboardEmpty}</p>
      ) : null}
      {state.kind === 'data' && total > 0 ? (
        <div className={styles.chart}>
          <PieChart
            className={styles.pie}
            data={state.items
              .filter((item) => item.countTotal > 0)
              .map((item) => ({
                title: item.name,
                value: item.countTotal,
                color: COLORS[item.name] ?? '#5f6b76',
              }))}
            lineWidth={45}
            onClick={(_event, index) => {
              const entry = state.items.filter((item) => item.countTotal > 0)[index];
              if (entry) navigate(listOf(entry.name));
            }}
            segmentsStyle={{ cursor: 'pointer' }}
            label={({ dataEntry }) => dataEntry.value}
            labelPosition={78}
            labelStyle={{ fontSize: '10px', fill: '#fff', fontWeight: 700 }}
          />
          <ul className={styles.legend}>
            {state.items.map((item) => (
              <li key={item.name} data-testid={`${form}-${item.name}`}>
                <span
                  className={styles.swatch}
                  style={{ background: COLORS[item.name] ?? '#5f6b76' }}
                />
                <Link to={listOf(item.name)}>
                  {item.name}: {item.countTotal}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}

/** /dashboard: finished and in-progress assessments of each form (spec 3 section 2.6). */
export function DashboardPage() {
  const { setTitle } = useShell();
  useEffect(() => setTitle('Dashboard'), [setTitle]);
  return (
    <section className={styles.page}>
      {CARDS.map((form) => (
        <DashboardCard key={form} form={form} />
      ))}
    </section>
  );
}

import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  LEAD_FOLLOW_UP_LABELS,
  SIMULATION_ORIGIN_OPTIONS,
  formatDateTime,
} from '@dpohub/domain';
import type { FineSimulationDetails } from '@dpohub/domain/wire';
import { Button, NotFoundState, PageContainer, Spinner, useShell } from '@dpohub/shared-ui';
import { LABELS } from '../labels';
import { useSimulatorPath } from '../routing/simulator-paths';
import { fetchSimulationDetails } from '../simulated-fines/simulated-fines-api';
import { SimulationFiles } from '../simulated-fines/SimulationFiles';
import { HeadingLevelProvider } from '../simulation/heading-level';
import { SimulationResult } from '../simulation/SimulationResult';
import styles from './SimulationDetailsPage.module.css';

type State =
  { kind: 'loading' } | { kind: 'missing' } | { kind: 'data'; simulation: FineSimulationDetails };

const L = LABELS.details;

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One simulation of 'Multas Simuladas' (platform M3): what was simulated and its result step by
 * step, the lead behind a landing-page one, and every attached file by name, each a download.
 * Who may open it is who sees it in the list (the API's canReadSimulation).
 */
export function SimulationDetailsPage() {
  const { http, setTitle, navigate } = useShell();
  const pathTo = useSimulatorPath();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const [state, setState] = useState<State>({ kind: valid ? 'loading' : 'missing' });

  useEffect(() => setTitle(valid ? L.title(id) : LABELS.list.title), [setTitle, id, valid]);

  useEffect(() => {
    if (!valid) return;
    let current = true;
    fetchSimulationDetails(http, id)
      .then((simulation) => current && setState({ kind: 'data', simulation }))
      .catch(() => current && setState({ kind: 'missing' }));
    return () => {
      current = false;
    };
  }, [http, id, valid]);

  if (state.kind === 'loading') return <Spinner size="large" showLabel />;
  if (state.kind === 'missing') {
    return (
      <PageContainer>
        <NotFoundState message={L.notFound} backLabel={L.back} backTo={pathTo('simulatedFines')} />
      </PageContainer>
    );
  }

  const { simulation } = state;
  const { contato } = simulation;
  const origin =
    SIMULATION_ORIGIN_OPTIONS.find((option) => option.value === simulation.origem)?.label ??
    simulation.origem;

  return (
    <PageContainer>
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby="simulation-facts">
          <h2 id="simulation-facts">{L.simulation}</h2>
          <Facts
            rows={[
              [L.origin, origin],
              [L.createdAt, formatDateTime(simulation.createdAt)],
              [L.createdBy, simulation.createdBy],
              [L.email, simulation.email],
              [L.company, simulation.empresa],
              ...(simulation.client
                ? [[L.client, simulation.client.name] as [string, string]]
                : []),
            ]}
          />
          {/* The result's heading (h3) and its steps (h4) sit under this section's h2. */}
          <HeadingLevelProvider level={1}>
            {simulation.valorSimulado === null ? (
              <p className={styles.muted}>{L.notComputed}</p>
            ) : (
              <SimulationResult simulation={simulation} />
            )}
          </HeadingLevelProvider>
        </section>

        {contato ? (
          <section className={styles.card} aria-labelledby="simulation-lead">
            <h2 id="simulation-lead">{L.lead}</h2>
            <Facts
              rows={[
                [
                  L.emails,
                  contato.descadastradoEm
                    ? L.unsubscribed(formatDateTime(contato.descadastradoEm))
                    : LABELS.leads.emails(contato.infoEmail),
                ],
                [L.consent, contato.consentimento.texto],
                [
                  L.consentVersion,
                  LABELS.leads.consentOn(
                    contato.consentimento.versao ?? '',
                    formatDateTime(contato.consentimento.em),
                  ),
                ],
                [
                  L.followUp,
                  contato.acompanhamento.por
                    ? `${LEAD_FOLLOW_UP_LABELS[contato.acompanhamento.status]}, ${LABELS.leads.followUpBy(
                        contato.acompanhamento.por,
                        formatDateTime(contato.acompanhamento.em),
                      )}`
                    : LEAD_FOLLOW_UP_LABELS[contato.acompanhamento.status],
                ],
              ]}
            />
          </section>
        ) : null}

        <section className={styles.card} aria-labelledby="simulation-files">
          <h2 id="simulation-files">{L.attachments}</h2>
          {simulation.documentos.length ? (
            <SimulationFiles simulationId={simulation.id} files={simulation.documentos} fullNames />
          ) : (
            <p className={styles.muted}>{L.noAttachments}</p>
          )}
        </section>

        <div>
          <Button variant="secondary" onClick={() => navigate(pathTo('simulatedFines'))}>
            {L.back}
          </Button>
        </div>
      </div>
    </PageContainer>
  );
}

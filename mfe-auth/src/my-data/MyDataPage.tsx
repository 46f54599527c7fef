import { useEffect, useId, useState } from 'react';
import { MY_DATA_LABELS as LABELS, brazilianDay, myDataFilename } from '@dpohub/domain';
import type { MyDataSummary } from '@dpohub/domain/wire';
import { Button, Spinner, saveBlobResponse, useShell } from '@dpohub/shared-ui';
import styles from './MyData.module.css';
import { downloadMyData, fetchMyDataSummary } from './my-data-api';
import { ErasureRequestPanel } from './ErasureRequestPanel';

/**
 * 'Meus dados' in the profile menu (issue 31; LGPD art. 18 II, V and VI): what the portal holds
 * about the user, section by section with how many records, the JSON and PDF downloads, and the
 * request to erase the account.
 */
export function MyDataPage() {
  const shell = useShell();
  const [summary, setSummary] = useState<MyDataSummary | null>(null);
  const [busy, setBusy] = useState<'json' | 'pdf' | null>(null);
  const headingId = useId();

  useEffect(() => shell.setTitle(LABELS.title), [shell]);
  useEffect(() => {
    fetchMyDataSummary(shell.http).then(setSummary, () => setSummary({ secoes: [] }));
  }, [shell.http]);

  const download = async (format: 'json' | 'pdf') => {
    setBusy(format);
    try {
      const response = await downloadMyData(shell.http, format);
      saveBlobResponse(response, myDataFilename(format, brazilianDay(new Date())));
    } catch {
      // The http client showed the server's message.
    } finally {
      setBusy(null);
    }
  };

  if (!summary) return <Spinner />;
  const held = summary.secoes.filter((section) => section.registros > 0);
  const empty = summary.secoes.filter((section) => section.registros === 0);
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {LABELS.overview}
        </h2>
        <p className={styles.explain}>{LABELS.intro}</p>
        <ul className={styles.sections}>
          {held.map((section) => (
            <li key={section.titulo}>
              <span>{section.titulo}</span>
              <span className={styles.count}>
                {LABELS.records(section.registros, section.limitado)}
              </span>
            </li>
          ))}
        </ul>
        {empty.length > 0 ? (
          <details className={styles.empty}>
            <summary>{LABELS.emptySections(empty.length)}</summary>
            <p className={styles.explain}>{empty.map((section) => section.titulo).join(', ')}.</p>
          </details>
        ) : null}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            loading={busy === 'json'}
            disabled={busy !== null}
            onClick={() => void download('json')}
          >
            {LABELS.downloadJson}
          </Button>
          <Button
            loading={busy === 'pdf'}
            disabled={busy !== null}
            onClick={() => void download('pdf')}
          >
            {LABELS.downloadPdf}
          </Button>
        </div>
      </section>
      <ErasureRequestPanel />
    </div>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '@dpohub/domain';
import type { Lawyer, Page } from '@dpohub/domain';
import { Badge, Button, DataTable, Pagination, SearchBox, useShell } from '@dpohub/shared-ui';
import type { DataTableColumn } from '@dpohub/shared-ui';
import { AdminPage } from '../components/AdminPage';
import listStyles from '../components/ListPage.module.css';
import { LABELS } from '../labels';
import { LawyerStatusDialog } from './LawyerStatusDialog';
import { fetchLawyers } from './lawyers-api';
import { NewLawyerModal } from './NewLawyerModal';

const EMPTY_PAGE: Page<Lawyer> = {
  content: [],
  totalPages: 0,
  totalElements: 0,
  number: 0,
  size: 0,
};

/** Lawyer management (spec 1 section 2.10): search, 'Novo Advogado', Advogado / Status. */
export function LawyersPage() {
  const shell = useShell();
  const [page, setPage] = useState(0);
  const [name, setName] = useState('');
  const [result, setResult] = useState<Page<Lawyer>>(EMPTY_PAGE);
  const [loading, setLoading] = useState(true);
  const [adding, setAdding] = useState(false);
  const [toggling, setToggling] = useState<Lawyer | null>(null);
  const [renaming, setRenaming] = useState<Lawyer | null>(null);

  useEffect(() => shell.setTitle(LABELS.lawyers.title), [shell]);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setResult(await fetchLawyers(shell.http, page, name));
    } catch (error) {
      console.error('GET /lawyer/filter failed', error);
      setResult(EMPTY_PAGE);
    } finally {
      setLoading(false);
    }
  }, [shell.http, page, name]);

  useEffect(() => {
    void load();
  }, [load]);

  const columns: DataTableColumn<Lawyer>[] = [
    { key: 'name', header: LABELS.lawyers.columns.name, render: (lawyer) => lawyer.name },
    {
      key: 'status',
      header: LABELS.lawyers.columns.status,
      width: 140,
      align: 'center',
      render: (lawyer) => (
        <Badge
          enabled={lawyer.status}
          actionLabel={LABELS.lawyers.toggleStatus(lawyer.name)}
          onClick={() => setToggling(lawyer)}
        />
      ),
    },
    {
      key: 'actions',
      header: <span className={listStyles.visuallyHidden}>{LABELS.lawyers.columns.actions}</span>,
      width: 96,
      align: 'center',
      render: (lawyer) => (
        <Button
          variant="secondary"
          aria-label={LABELS.lawyers.edit(lawyer.name)}
          onClick={() => setRenaming(lawyer)}
        >
          {LABELS.users.edit}
        </Button>
      ),
    },
  ];

  return (
    <AdminPage>
      <div className={listStyles.toolbar}>
        <div className={listStyles.search}>
          <SearchBox
            placeholder={LABELS.lawyers.search}
            delay={DEBOUNCE_MS.lawyersSearch}
            onSearch={(text) => {
              setName(text.trim());
              setPage(0);
            }}
          />
        </div>
        <Button className={listStyles.push} onClick={() => setAdding(true)}>
          {LABELS.lawyers.newLawyer}
        </Button>
      </div>
      <DataTable
        caption={LABELS.lawyers.tableCaption}
        columns={columns}
        rows={result.content}
        getRowKey={(lawyer) => lawyer.id}
        loading={loading}
      />
      <div className={listStyles.pagination}>
        <Pagination
          page={page}
          pageCount={result.totalPages}
          onChange={setPage}
          capped={result.totalCapped}
        />
      </div>
      <NewLawyerModal
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={() => {
          setAdding(false);
          void load();
        }}
      />
      <NewLawyerModal
        open={renaming !== null}
        lawyer={renaming}
        onClose={() => setRenaming(null)}
        onCreated={() => {
          setRenaming(null);
          void load();
        }}
      />
      <LawyerStatusDialog
        lawyer={toggling}
        onClose={() => setToggling(null)}
        onChanged={() => void load()}
      />
    </AdminPage>
  );
}

import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '@dpohub/domain';
import type { Lawyer } from '@dpohub/domain';
import {
  Badge,
  Button,
  DataTable,
  Pagination,
  SearchBox,
  usePagedQuery,
  useShell,
} from '@dpohub/shared-ui';
import type { DataTableColumn } from '@dpohub/shared-ui';
import { AdminPage } from '../components/AdminPage';
import listStyles from '../components/ListPage.module.css';
import { LABELS } from '../labels';
import { LawyerStatusDialog } from './LawyerStatusDialog';
import { LAWYERS_LIST_PATH, fetchLawyers } from './lawyers-api';
import { NewLawyerModal } from './NewLawyerModal';

/** Lawyer management (spec 1 section 2.10): search, 'Novo Advogado', Advogado / Status. */
export function LawyersPage() {
  const shell = useShell();
  const [page, setPage] = useState(0);
  const [name, setName] = useState('');
  const { result, loading, refreshing, reload } = usePagedQuery({
    queryKey: [LAWYERS_LIST_PATH, page, name],
    fetchPage: (signal) => fetchLawyers(shell.http, page, name, signal),
  });
  const [adding, setAdding] = useState(false);
  const [toggling, setToggling] = useState<Lawyer | null>(null);
  const [renaming, setRenaming] = useState<Lawyer | null>(null);

  useEffect(() => shell.setTitle(LABELS.lawyers.title), [shell]);

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
        refreshing={refreshing}
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
          reload();
        }}
      />
      <NewLawyerModal
        open={renaming !== null}
        lawyer={renaming}
        onClose={() => setRenaming(null)}
        onCreated={() => {
          setRenaming(null);
          reload();
        }}
      />
      <LawyerStatusDialog lawyer={toggling} onClose={() => setToggling(null)} onChanged={reload} />
    </AdminPage>
  );
}

import { useEffect, useState } from 'react';
import {
  Button,
  ClientPicker,
  DataTable,
  Pagination,
  lazyDialog,
  usePagedQuery,
  useShell,
} from '@dpohub/shared-ui';
import { AdminPage } from '../components/AdminPage';
import listStyles from '../components/ListPage.module.css';
import { LABELS } from '../labels';
import { CLIENT_PRICES_PATH, fetchClientPrices } from './client-prices-api';
import { usePriceColumns } from './use-price-columns';

// The 'Novo preço' form loads when opened.
const NewPriceModal = lazyDialog(() =>
  import('./NewPriceModal').then((module) => module.NewPriceModal),
);

/** Client price per hour (spec 1 section 2.11): client selector, inline edit, 12 per page. */
export function ClientPricesPage() {
  const shell = useShell();
  const [clientId, setClientId] = useState<number | null>(() => shell.session.getSelectedClient());
  const [page, setPage] = useState(0);
  // Spec 1 section 8: a failure is logged, and the list shows empty.
  const { result, loading, refreshing, reload, updateResult } = usePagedQuery({
    queryKey: [CLIENT_PRICES_PATH, page, clientId],
    fetchPage: (signal) => fetchClientPrices(shell.http, page, clientId, signal),
  });
  const [creating, setCreating] = useState(false);

  useEffect(() => shell.setTitle(LABELS.prices.title), [shell]);

  const { columns, startEditing } = usePriceColumns({
    onSaved: (saved) =>
      updateResult((current) => ({
        ...current,
        content: current.content.map((row) => (row.id === saved.id ? saved : row)),
      })),
  });

  return (
    <AdminPage>
      <div className={listStyles.toolbar}>
        <ClientPicker
          label={LABELS.prices.client}
          value={clientId}
          onChange={(next) => {
            setClientId(next);
            shell.session.setSelectedClient(next);
            setPage(0);
          }}
        />
        <Button className={listStyles.push} onClick={() => setCreating(true)}>
          {LABELS.prices.newPrice}
        </Button>
      </div>
      <DataTable
        caption={LABELS.prices.tableCaption}
        columns={columns}
        rows={result.content}
        getRowKey={(row) => row.id}
        onRowClick={startEditing}
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
      {creating ? (
        <NewPriceModal
          clientId={clientId}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            reload();
          }}
        />
      ) : null}
    </AdminPage>
  );
}

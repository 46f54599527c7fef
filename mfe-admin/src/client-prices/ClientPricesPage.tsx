import { useCallback, useEffect, useState } from 'react';
import type { ClientPriceHours, Page } from '@dpohub/domain';
import {
  Button,
  ClientPicker,
  DataTable,
  Pagination,
  lazyDialog,
  useShell,
} from '@dpohub/shared-ui';
import { AdminPage } from '../components/AdminPage';
import listStyles from '../components/ListPage.module.css';
import { LABELS } from '../labels';
import { fetchClientPrices } from './client-prices-api';
import { usePriceColumns } from './use-price-columns';

// The 'Novo preço' form loads when opened.
const NewPriceModal = lazyDialog(() =>
  import('./NewPriceModal').then((module) => module.NewPriceModal),
);

const EMPTY_PAGE: Page<ClientPriceHours> = {
  content: [],
  totalPages: 0,
  totalElements: 0,
  number: 0,
  size: 0,
};

/** Client price per hour (spec 1 section 2.11): client selector, inline edit, 12 per page. */
export function ClientPricesPage() {
  const shell = useShell();
  const [clientId, setClientId] = useState<number | null>(() => shell.session.getSelectedClient());
  const [page, setPage] = useState(0);
  const [result, setResult] = useState<Page<ClientPriceHours>>(EMPTY_PAGE);
  const [loading, setLoading] = useState(true);
  const [creating, setCreating] = useState(false);

  useEffect(() => shell.setTitle(LABELS.prices.title), [shell]);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setResult(await fetchClientPrices(shell.http, page, clientId));
    } catch (error) {
      // Spec 1 section 8: logged, and the list shows empty.
      console.error('GET /client-prices-hours failed', error);
      setResult(EMPTY_PAGE);
    } finally {
      setLoading(false);
    }
  }, [shell.http, page, clientId]);

  useEffect(() => {
    void load();
  }, [load]);

  const { columns, startEditing } = usePriceColumns({
    onSaved: (saved) =>
      setResult((current) => ({
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
            void load();
          }}
        />
      ) : null}
    </AdminPage>
  );
}

import { PAGE_SIZE } from '@dpohub/domain';
import type { Page } from '@dpohub/domain';
import type {
  ClientPriceHours,
  ClientPriceHoursCreate,
  ClientPriceHoursUpdate,
} from '@dpohub/domain/wire';
import type { HttpClient } from '@dpohub/shared-ui';

// The price calls of spec 1 section 7, plus the creation of a price period that the spec does
// not show (docs/decisions.md): a new period that closes the client's open one.

/** The client prices list's request path, the root of its cached pages' keys. */
export const CLIENT_PRICES_PATH = '/client-prices-hours';

/** GET /client-prices-hours: page zero-based, size 12, sorted by name; clientId when chosen. */
export async function fetchClientPrices(
  http: HttpClient,
  page: number,
  clientId: number | null,
  signal?: AbortSignal,
): Promise<Page<ClientPriceHours>> {
  const { data } = await http.get<Page<ClientPriceHours>>(CLIENT_PRICES_PATH, {
    params: { clientId: clientId ?? undefined, page, size: PAGE_SIZE.clientPrices, sort: 'name' },
    signal,
    // Spec 1 section 8: a failed price list load is logged and shows an empty list.
    skipErrorToast: true,
  });
  return data;
}

/** PUT /client-prices-hours/{id}; its failure shows 'Erro ao atualizar preço' instead. */
export async function updateClientPrice(
  http: HttpClient,
  body: ClientPriceHoursUpdate,
): Promise<void> {
  await http.put(`/client-prices-hours/${body.id}`, body, { skipErrorToast: true });
}

/** POST /client-prices-hours: a new price period. */
export async function createClientPrice(
  http: HttpClient,
  body: ClientPriceHoursCreate,
): Promise<void> {
  await http.post('/client-prices-hours', body);
}

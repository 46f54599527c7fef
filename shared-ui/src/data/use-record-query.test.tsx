import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { useRecordQuery } from './use-record-query';

interface Held {
  id: number;
  signal: AbortSignal;
  answer: (name: string) => void;
  fail: () => void;
}

/** A record read whose answers the test sends in the order it chooses. */
function heldReads() {
  const held: Held[] = [];
  const fetchRecord = (id: number, signal: AbortSignal) =>
    new Promise<{ id: number; name: string }>((resolve, reject) =>
      held.push({
        id,
        signal,
        answer: (name) => resolve({ id, name }),
        fail: () => reject(new Error('404')),
      }),
    );
  return { held, fetchRecord };
}

function RecordName({
  id,
  forForm,
  read,
}: {
  id: number;
  forForm?: boolean;
  read: ReturnType<typeof heldReads>['fetchRecord'];
}) {
  const { record, failed } = useRecordQuery({
    queryKey: ['/user/{id}', id],
    fetchRecord: (signal) => read(id, signal),
    forForm,
  });
  if (failed) return <p>não encontrado</p>;
  return <p>{record ? record.name : 'carregando'}</p>;
}

function renderWith(client: QueryClient, element: React.ReactElement) {
  const wrap = (child: React.ReactElement) => (
    <QueryClientProvider client={client}>{child}</QueryClientProvider>
  );
  const view = render(wrap(element));
  return { rerender: (next: React.ReactElement) => view.rerender(wrap(next)) };
}

describe('useRecordQuery', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = createQueryClient();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    client.clear();
    jest.restoreAllMocks();
  });

  it("ends on the second record when the first record's answer arrives last, its request aborted", async () => {
    const { held, fetchRecord } = heldReads();
    const view = renderWith(client, <RecordName id={1} read={fetchRecord} forForm />);
    await waitFor(() => expect(held).toHaveLength(1));

    view.rerender(<RecordName id={2} read={fetchRecord} forForm />);
    await waitFor(() => expect(held).toHaveLength(2));
    // Never the record left behind, not even while the next one loads.
    expect(screen.getByText('carregando')).toBeInTheDocument();

    await act(async () => held[1]!.answer('Bruno'));
    await act(async () => held[0]!.answer('Ana'));

    expect(await screen.findByText('Bruno')).toBeInTheDocument();
    expect(screen.queryByText('Ana')).not.toBeInTheDocument();
    expect(held[0]!.signal.aborted).toBe(true);
    expect(held[1]!.signal.aborted).toBe(false);
  });

  it('a view shows a record seen in the last minute at once and asks again behind it', async () => {
    const { held, fetchRecord } = heldReads();
    const view = renderWith(client, <RecordName id={1} read={fetchRecord} />);
    await waitFor(() => expect(held).toHaveLength(1));
    await act(async () => held[0]!.answer('Ana'));
    await screen.findByText('Ana');
    view.rerender(<p>outra página</p>);

    view.rerender(<RecordName id={1} read={fetchRecord} />);

    expect(screen.getByText('Ana')).toBeInTheDocument();
    await waitFor(() => expect(held).toHaveLength(2));
    await act(async () => held[1]!.answer('Ana Souza'));
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
  });

  it("a form's record is never shown from an earlier visit: it waits for a fresh answer", async () => {
    const { held, fetchRecord } = heldReads();
    const view = renderWith(client, <RecordName id={1} read={fetchRecord} forForm />);
    await waitFor(() => expect(held).toHaveLength(1));
    await act(async () => held[0]!.answer('Ana'));
    await screen.findByText('Ana');
    view.rerender(<p>outra página</p>);
    // The record is dropped once no page reads it (gcTime 0).
    await waitFor(() => expect(client.getQueryData(['/user/{id}', 1])).toBeUndefined());

    view.rerender(<RecordName id={1} read={fetchRecord} forForm />);

    expect(screen.getByText('carregando')).toBeInTheDocument();
    await waitFor(() => expect(held).toHaveLength(2));
    await act(async () => held[1]!.answer('Ana Souza'));
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
  });

  it('a failed read shows the not-found state, logged under its path', async () => {
    const { held, fetchRecord } = heldReads();
    renderWith(client, <RecordName id={9} read={fetchRecord} forForm />);
    await waitFor(() => expect(held).toHaveLength(1));

    await act(async () => held[0]!.fail());

    expect(await screen.findByText('não encontrado')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('GET /user/{id} failed', expect.any(Error));
  });
});

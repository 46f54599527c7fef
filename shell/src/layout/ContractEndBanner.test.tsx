import { act, render, screen } from '@testing-library/react';
import { fakeDateOnly } from '@dpohub/shared-ui/testing';
import { ADMIN_STAFF, CLIENT_USER, createTestShell, renderWithShell } from '../test/test-shell';
import { ContractEndBanner } from './ContractEndBanner';
import { Layout } from './Layout';

const ENDED = {
  ...CLIENT_USER,
  contractEnd: { endedOn: '2026-11-27', readOnlyUntil: '2026-12-04' },
};
const BANNER =
  'O contrato da sua empresa com o escritório foi encerrado em 27/11/2026. Até 04/12/2026 você pode consultar e baixar seus documentos, dossiês e registros; depois disso, o acesso termina e os dados são excluídos.';

describe('the banner of a client whose contract ended (issue 31)', () => {
  it('shows on every page of the portal, above the content, with the end and the last day', async () => {
    // Only the date is fixed (Tuesday 01/12/2026, inside the window).
    fakeDateOnly(new Date('2026-12-01T15:00:00Z'));
    const { shell } = createTestShell(ENDED);
    await act(async () => {
      render(
        renderWithShell(
          shell,
          <Layout>
            <p>Conteúdo da página</p>
          </Layout>,
        ),
      );
    });
    expect(screen.getByRole('status')).toHaveTextContent(BANNER);
    expect(screen.getByText('Conteúdo da página')).toBeInTheDocument();
  });

  it('shows through the 5th business day (São Paulo time) and not after it', () => {
    // 23:30 of Friday 04/12/2026 in São Paulo.
    const { rerender } = render(
      <ContractEndBanner user={ENDED} now={new Date('2026-12-05T02:30:00Z')} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(BANNER);
    // 00:30 of Saturday 05/12/2026.
    rerender(<ContractEndBanner user={ENDED} now={new Date('2026-12-05T03:30:00Z')} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is absent while the contract is in force, and for the firm', () => {
    const { rerender } = render(
      <ContractEndBanner user={CLIENT_USER} now={new Date('2026-12-01T15:00:00Z')} />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(
      <ContractEndBanner
        user={{ ...ADMIN_STAFF, contractEnd: ENDED.contractEnd }}
        now={new Date('2026-12-01T15:00:00Z')}
      />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/journeys';

// Issue 30: the firm follows up the simulator's leads on Multas Simuladas. With 'Landing Page'
// chosen, the list shows each contact with its consent and a follow-up status set in place,
// which keeps who set it and when; the status filters the list.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

for (const size of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a firm admin follows up a lead on Multas Simuladas at ${size.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signIn(page, DEMO.admin);
    await page.goto('/simulatedFines');
    await page.getByLabel('Origem').selectOption({ label: 'Landing Page' });
    const table = page.getByRole('table', { name: 'Contatos do simulador' });
    await expect(table).toBeVisible();
    await expect(page.getByText('Carregando dados')).toHaveCount(0);

    // A demo lead: its company, contact and consent (the terms version of May 2023).
    const row = table.getByRole('row').filter({ hasText: 'Marcos Vieira' }).first();
    await expect(row).toContainText('Loja Verde Comércio');
    await expect(row).toContainText('marcos.vieira@lojaverde.com.br');
    await expect(row).toContainText('termos-2023-05');

    const status = row.getByRole('combobox', { name: 'Acompanhamento de Marcos Vieira' });
    const next = size.width > 600 ? 'Contatado' : 'Proposta enviada';
    await status.selectOption({ label: next });
    await expect(row).toContainText(/por Administrador DPOHUB em \d{2}\/\d{2}\/\d{4}/);
    await expect(status).toHaveValue(next === 'Contatado' ? 'CONTATADO' : 'PROPOSTA_ENVIADA');

    // The status filters the list; it says who set it and when. The previous page stays on
    // screen (busy) until the filtered one arrives: read the rows once it has and is shown.
    const value = next === 'Contatado' ? 'CONTATADO' : 'PROPOSTA_ENVIADA';
    const filtered = page.waitForResponse(
      (response) =>
        response.url().includes('/simulacao_multa/filter') &&
        new URL(response.url()).searchParams.get('acompanhamento') === value,
    );
    await page.getByLabel('Acompanhamento', { exact: true }).selectOption({ label: next });
    await filtered;
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await expect(table.getByRole('combobox')).not.toHaveCount(0);
    for (const select of await table.getByRole('combobox').all()) {
      await expect(select).toHaveValue(value);
    }
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/lead-list-${size.width}.png`, fullPage: true });
    }
    // Every filter is wide enough to read its value (platform m9: Origem was 58 px on a phone).
    for (const label of ['Origem', 'Período inicial', 'Período final']) {
      expect((await page.getByLabel(label, { exact: true }).boundingBox())!.width).toBeGreaterThan(
        140,
      );
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
}

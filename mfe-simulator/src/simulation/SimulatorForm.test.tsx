import { DOSIMETRY_MESSAGES, MESSAGES } from '@dpohub/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, requestsTo } from '../test/fake-shell';
import type { FakeShell } from '../test/fake-shell';
import { renderSimulator } from '../test/render-simulator';
import { simulationAnswer } from '../test/simulation-answer';

function savingShell(): FakeShell {
  return createFakeShell((request) =>
    request.url === '/simulacao_multa/save'
      ? { status: 200, data: simulationAnswer() }
      : { status: 404 },
  );
}

const checkbox = (name: string | RegExp) => screen.getByRole('checkbox', { name });

async function answerRequiredQuestions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: /Grau 0/ }));
  await user.click(checkbox('Não tenho faturamento'));
  await user.click(checkbox('Nenhuma'));
  await user.click(checkbox('Não'));
}

function sentBody(fake: FakeShell): Record<string, unknown> {
  const [request] = requestsTo(fake, '/simulacao_multa/save');
  return JSON.parse(String(request?.data)) as Record<string, unknown>;
}

describe('the simulator form (internal, all sections open)', () => {
  it("puts the five sections at h2 under the top bar's h1, their headings in order (platform m27)", async () => {
    await renderSimulator('/fineSimulator', savingShell());

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      expect.stringContaining('Determinação da Alíquota-Base'),
      expect.stringContaining('Determinação do Valor Base'),
      expect.stringContaining('Determinação do Valor da Multa'),
      expect.stringContaining('Vantagem Estimável'),
      expect.stringContaining('Valor Simulado da Multa'),
    ]);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Circunstâncias agravantes' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { level: 4 })).not.toBeInTheDocument();
  });

  it('shows the five sections of spec 4 section 2.2, expanded', async () => {
    await renderSimulator('/fineSimulator', savingShell());

    for (const title of [
      'Determinação da Alíquota-Base',
      'Determinação do Valor Base',
      'Determinação do Valor da Multa',
      'Vantagem Estimável',
      'Valor Simulado da Multa',
    ]) {
      expect(screen.getByRole('button', { name: new RegExp(title) })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
  });

  it('starts with option 10 on; ticking 1-9 clears it and ticking 10 clears 1-9', async () => {
    const user = userEvent.setup();
    await renderSimulator('/fineSimulator', savingShell());
    const none = checkbox('Nenhuma das anteriores');
    expect(none).toBeChecked();

    await user.click(checkbox(/^A infração pode afetar/));
    await user.click(checkbox(/larga escala/));
    expect(none).not.toBeChecked();
    expect(checkbox(/larga escala/)).toBeChecked();

    await user.click(none);
    expect(none).toBeChecked();
    expect(checkbox(/^A infração pode afetar/)).not.toBeChecked();
    expect(checkbox(/larga escala/)).not.toBeChecked();
  });

  it('clears the seven atenuantes with "Nenhuma" and keeps one cessation moment', async () => {
    const user = userEvent.setup();
    await renderSimulator('/fineSimulator', savingShell());
    const before = checkbox(/cessou antes da instauração de qualquer procedimento/);
    const after = checkbox(/cessou depois da instauração do procedimento preparatório/);
    const cooperation = checkbox(/cooperou/);

    await user.click(before);
    await user.click(cooperation);
    await user.click(after);
    expect(before).not.toBeChecked();
    expect(after).toBeChecked();
    expect(cooperation).toBeChecked();

    await user.click(checkbox('Nenhuma'));
    expect(after).not.toBeChecked();
    expect(cooperation).not.toBeChecked();

    await user.click(checkbox(/medidas comprovadas para reverter/));
    expect(checkbox('Nenhuma')).not.toBeChecked();
    await user.click(checkbox(/essas medidas depois do procedimento preparatório/));
    expect(checkbox(/medidas comprovadas para reverter/)).not.toBeChecked();
  });

  it('names every unanswered step with the messages of spec 4 section 5 and sends nothing', async () => {
    const user = userEvent.setup();
    const fake = savingShell();
    await renderSimulator('/fineSimulator', fake);

    await user.click(checkbox('Nenhuma das anteriores'));
    await user.click(screen.getByRole('button', { name: 'Calcular' }));

    const problems = screen.getByRole('alert');
    for (const message of [
      DOSIMETRY_MESSAGES.step1Required,
      DOSIMETRY_MESSAGES.damageRequired,
      DOSIMETRY_MESSAGES.revenueRequired,
      DOSIMETRY_MESSAGES.step3Required,
      DOSIMETRY_MESSAGES.step4Required,
    ]) {
      expect(within(problems).getByText(message)).toBeInTheDocument();
    }
    expect(fake.toasts).toContainEqual({ kind: 'warn', message: DOSIMETRY_MESSAGES.step1Required });
    expect(requestsTo(fake, '/simulacao_multa/save')).toHaveLength(0);
  });

  it('hides revenue and taxes on "Não tenho faturamento" and sends 0 for them and for "Não"', async () => {
    const user = userEvent.setup();
    const fake = savingShell();
    await renderSimulator('/fineSimulator', fake);

    await user.type(screen.getByRole('textbox', { name: /Faturamento bruto/ }), '100000');
    await answerRequiredQuestions(user);
    expect(screen.queryByRole('textbox', { name: /Faturamento bruto/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Valor da vantagem/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calcular' }));

    expect(sentBody(fake)).toMatchObject({
      id: 0,
      createdByUserLP: false,
      client: null,
      enabled: true,
      infracao10: true,
      grauDano: 0,
      naoTemFaturamento: true,
      valorFaturamento: 0,
      valorTributos: 0,
      valorVantagemAuferidaEstimavel: 0,
      etapa3pergunta1: 'Nenhuma',
      etapa3pergunta5campo1: false,
    });
    expect(sentBody(fake)).not.toHaveProperty('nenhuma');
    expect(sentBody(fake)).not.toHaveProperty('files');
  });

  it('sends the typed revenue, taxes, advantage and the chosen agravante text', async () => {
    const user = userEvent.setup();
    const fake = savingShell();
    await renderSimulator('/fineSimulator', fake);

    await user.click(screen.getByRole('radio', { name: /Grau 2/ }));
    await user.type(screen.getByRole('textbox', { name: /Faturamento bruto/ }), '10.000.000');
    await user.type(screen.getByRole('textbox', { name: /Tributos/ }), '250');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /mesma infração/ }),
      '1 sanção anterior (10%)',
    );
    // The choice whole, percentage included, where a phone cuts the select (platform m9).
    expect(screen.getByTestId('chosen-etapa3pergunta1')).toHaveTextContent(
      '1 sanção anterior (10%)',
    );
    expect(screen.queryByTestId('chosen-etapa3pergunta2')).toBeNull();
    await user.click(checkbox(/cooperou/));
    await user.type(screen.getByRole('textbox', { name: /Valor da vantagem/ }), '1234,56');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));

    expect(sentBody(fake)).toMatchObject({
      grauDano: 2,
      naoTemFaturamento: false,
      valorFaturamento: 10000000,
      valorTributos: 250,
      valorVantagemAuferidaEstimavel: 1234.56,
      etapa3pergunta1: '1 sanção anterior (10%)',
      etapa3pergunta5campo7: true,
    });
  });

  it('shows the value in BRL, the class with its reason and each calculation step', async () => {
    const user = userEvent.setup();
    await renderSimulator('/fineSimulator', savingShell());
    await answerRequiredQuestions(user);
    await user.click(screen.getByRole('button', { name: 'Calcular' }));

    expect(await screen.findByText('R$ 1.500,00')).toBeInTheDocument();
    // The result is inside the last step's region, not a second region of the same name
    // (axe landmark-unique, platform m27).
    expect(screen.getAllByRole('region', { name: /^valor simulado da multa$/i })).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Valor Simulado da Multa' })).getByText(
        'R$ 1.500,00',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Nenhuma das situações das opções 1 a 9 se aplica.'),
    ).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: '' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Sem faturamento, grau 0: R$ 1.500,00.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver simulações' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Limpar simulação' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calcular' })).not.toBeInTheDocument();
  });

  it('blocks a second Calcular while the first one runs', async () => {
    const user = userEvent.setup();
    let release: (() => void) | undefined;
    const fake = createFakeShell(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, data: simulationAnswer() });
        }),
    );
    await renderSimulator('/fineSimulator', fake);
    await answerRequiredQuestions(user);
    const calculate = screen.getByRole('button', { name: 'Calcular' });

    await user.click(calculate);
    await user.click(calculate);
    expect(calculate).toBeDisabled();
    release?.();

    expect(await screen.findByText('R$ 1.500,00')).toBeInTheDocument();
    expect(requestsTo(fake, '/simulacao_multa/save')).toHaveLength(1);
  });

  it('asks before cancelling, in the words of spec 4 section 2.2', async () => {
    const user = userEvent.setup();
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    await renderSimulator('/fineSimulator', savingShell());

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = screen.getByRole('dialog', { name: MESSAGES.cancelSimulationTitle });
    expect(within(dialog).getByText(MESSAGES.cancelSimulationText)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    expect(back).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Sim, quero cancelar' }));
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('clears the result and brings Calcular back when an answer changes after it', async () => {
    const user = userEvent.setup();
    await renderSimulator('/fineSimulator', savingShell());
    await answerRequiredQuestions(user);
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(await screen.findByText('R$ 1.500,00')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Grau 1/ }));

    expect(screen.queryByText('R$ 1.500,00')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calcular' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpar simulação' })).not.toBeInTheDocument();
  });

  it('brings the top of the simulator into view on "Limpar simulação", never scrolls the page to 0 (platform m6)', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.fn();
    const scrollIntoView = jest.fn();
    const original = {
      scrollTo: window.scrollTo,
      scrollIntoView: Element.prototype.scrollIntoView,
    };
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const { container } = await renderSimulator('/fineSimulator', savingShell());
      await answerRequiredQuestions(user);
      await user.click(screen.getByRole('button', { name: 'Calcular' }));
      await screen.findByText('R$ 1.500,00');
      scrollIntoView.mockClear();
      await user.click(screen.getByRole('button', { name: 'Limpar simulação' }));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
      // The element brought into view holds the whole simulator (its first section's title).
      const scrolled = scrollIntoView.mock.contexts[0] as HTMLElement;
      expect(container.contains(scrolled)).toBe(true);
      expect(scrolled.textContent).toContain('Determinação da Alíquota-Base');
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      window.scrollTo = original.scrollTo;
      Element.prototype.scrollIntoView = original.scrollIntoView;
    }
  });
});

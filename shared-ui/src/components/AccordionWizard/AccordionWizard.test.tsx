import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AccordionWizard } from './AccordionWizard';
import { WizardStepButtons } from './WizardStepButtons';

function Harness({
  allowMultiple = false,
  onNext = jest.fn(),
}: {
  allowMultiple?: boolean;
  onNext?: () => void;
}) {
  const [open, setOpen] = useState<string[]>(['dados']);
  return (
    <AccordionWizard
      reached={1}
      open={open}
      onOpenChange={setOpen}
      allowMultiple={allowMultiple}
      steps={[
        {
          key: 'dados',
          title: 'Dados Pessoais',
          content: <p>Conteúdo 1</p>,
          actions: <WizardStepButtons onNext={onNext} />,
        },
        {
          key: 'natureza',
          title: 'Natureza dos dados',
          content: <p>Conteúdo 2</p>,
          actions: <WizardStepButtons onBack={jest.fn()} onNext={onNext} />,
        },
        { key: 'propositos', title: 'Propósitos', content: <p>Conteúdo 3</p> },
      ]}
    />
  );
}

const matchMedia = window.matchMedia;
beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = matchMedia;
});

describe('AccordionWizard', () => {
  it('disables the steps not reached yet', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: /Propósitos/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Natureza dos dados/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Dados Pessoais/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('opens one step at a time and scrolls it into view after 400 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Natureza dos dados/ }));
    expect(screen.getByText('Conteúdo 2')).toBeVisible();
    expect(screen.queryByText('Conteúdo 1')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(399));
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('leaves the page where it is when the person presses in it before the 400 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Natureza dos dados/ }));
    act(() => jest.advanceTimersByTime(150));
    await user.click(screen.getByText('Conteúdo 2'));
    act(() => jest.advanceTimersByTime(400));
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();

    // The next step that opens scrolls again.
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await user.click(screen.getByRole('button', { name: /Dados Pessoais/ }));
    act(() => jest.advanceTimersByTime(400));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('scrolls at once, without the smooth motion, for someone who prefers reduced motion', async () => {
    jest.useFakeTimers();
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Natureza dos dados/ }));
    act(() => jest.advanceTimersByTime(400));
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({
      behavior: 'auto',
      block: 'start',
    });
  });

  it('keeps several steps open when allowed, with Próximo in each', async () => {
    const user = userEvent.setup();
    const onNext = jest.fn();
    render(<Harness allowMultiple onNext={onNext} />);
    await user.click(screen.getByRole('button', { name: /Natureza dos dados/ }));
    expect(screen.getByText('Conteúdo 1')).toBeInTheDocument();
    expect(screen.getByText('Conteúdo 2')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Próximo' })[0] as HTMLElement);
    expect(onNext).toHaveBeenCalledTimes(1);
  });
});

import { render } from '@testing-library/react';
import { HoursDonut } from './HoursDonut';

const ringOf = (container: HTMLElement) => {
  const style = container.querySelector<HTMLElement>('[aria-hidden="true"]')!.style;
  return ['--balance', '--spent', '--balance-share'].map((name) => style.getPropertyValue(name));
};

describe('HoursDonut', () => {
  it('draws the balance from the top, then the spent hours, in proportion', () => {
    const { container, getByText } = render(
      <HoursDonut balanceMinutes={90} spentMinutes={30} label="1h30" />,
    );
    expect(ringOf(container)).toEqual(['#2e7d5b', '#c9a227', '75%']);
    expect(getByText('1h30')).toBeInTheDocument();
  });

  it('draws an empty ring when nothing is contracted nor spent, and no negative arc', () => {
    const empty = render(<HoursDonut balanceMinutes={0} spentMinutes={0} label="" />);
    expect(ringOf(empty.container)).toEqual(['#2e7d5b', '#d9dde3', '0%']);
    const debt = render(<HoursDonut balanceMinutes={-60} spentMinutes={120} label="" />);
    expect(ringOf(debt.container)).toEqual(['#2e7d5b', '#c9a227', '0%']);
  });
});

import { queueCount, queueCounts } from './demand-queue';

describe('the staff queue counts', () => {
  it('says each count, singular or plural, and "mais de" past the limit', () => {
    expect(queueCounts(12, 3, 999)).toBe('12 abertas · 3 atrasadas');
    expect(queueCounts(1, 1, 999)).toBe('1 aberta · 1 atrasada');
    expect(queueCounts(0, 0, 999)).toBe('0 abertas · 0 atrasadas');
    expect(queueCount(1000, 999)).toBe('mais de 999');
    expect(queueCounts(1000, 999, 999)).toBe('mais de 999 abertas · 999 atrasadas');
  });
});

import { ASSESSMENT_NAME_TRUNCATE_LENGTH, PERSONAL_DATA_TRUNCATE_LENGTH } from '../constants';
import { isTruncated, truncateText } from './text';

describe('truncateText', () => {
  it('cuts list names at 50 characters', () => {
    const name = 'x'.repeat(60);
    expect(truncateText(name, ASSESSMENT_NAME_TRUNCATE_LENGTH)).toHaveLength(50);
    expect(truncateText('Curto', ASSESSMENT_NAME_TRUNCATE_LENGTH)).toBe('Curto');
    expect(truncateText(null, 50)).toBe('');
  });

  it('tells when the personal data list is cut at 195', () => {
    expect(isTruncated('a'.repeat(195), PERSONAL_DATA_TRUNCATE_LENGTH)).toBe(false);
    expect(isTruncated('a'.repeat(196), PERSONAL_DATA_TRUNCATE_LENGTH)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { copyrightLine, endSentence } from '../../../src/domain/sentence';

describe('a sentence that ends on the dealer name: never a doubled full stop', () => {
  it('adds a full stop, unless the name ends in one', () => {
    expect(endSentence('Acme Motors')).toBe('Acme Motors.');
    expect(endSentence('Smith Motor Co.')).toBe('Smith Motor Co.');
    expect(endSentence('Smith Motor Co. ')).toBe('Smith Motor Co.');
    expect(endSentence('Yes Cars!')).toBe('Yes Cars!');
  });
  it('the footer reads "Motor Co. All rights reserved.", never "Motor Co.."', () => {
    expect(copyrightLine(2026, 'Acme Motors')).toBe('© 2026 Acme Motors. All rights reserved.');
    expect(copyrightLine(2026, 'Smith Motor Co.')).toBe('© 2026 Smith Motor Co. All rights reserved.');
  });
});

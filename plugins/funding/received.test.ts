import { describe, expect, it } from 'vitest';
import { fundsReceived } from './received';

describe('funds received (manual transfer)', () => {
  it('counts what arrived since the screen opened, not the balance', () => {
    // Already 2 held, 0.5 asked: nothing arrived yet.
    expect(fundsReceived(20n, 20n, 5n)).toBe(false);
    expect(fundsReceived(20n, 24n, 5n)).toBe(false);
    expect(fundsReceived(20n, 25n, 5n)).toBe(true);
    expect(fundsReceived(20n, 30n, 5n)).toBe(true);
  });

  it('without an amount any new funds count; a balance that fell or is unread is not received', () => {
    expect(fundsReceived(20n, 20n, null)).toBe(false);
    expect(fundsReceived(20n, 21n, null)).toBe(true);
    expect(fundsReceived(20n, 10n, null)).toBe(false);
    expect(fundsReceived(null, 30n, 5n)).toBe(false);
    expect(fundsReceived(20n, null, 5n)).toBe(false);
  });
});

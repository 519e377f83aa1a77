import { describe, expect, it } from 'vitest';
import { offersGiftIdeas, wishAction } from './index';

describe('the wish and gift actions of each kind', () => {
  it("keep the spec's 'Send Wishes' for every day that celebrates", () => {
    for (const kind of ['birthday', 'anniversary', 'other', undefined]) {
      const action = wishAction(kind);
      expect([action.label, action.rowLabel, action.rowTitle('Ada')]).toEqual([
        'Send Wishes',
        'Send wishes',
        'Send wishes to Ada',
      ]);
      expect(offersGiftIdeas(kind)).toBe(true);
    }
  });

  it('write a message for a remembrance, and offer no gift ideas', () => {
    const action = wishAction('remembrance');
    expect([action.label, action.rowLabel, action.rowTitle('Grandpa Joe')]).toEqual([
      'Write a message',
      'Write a message',
      'Write a message remembering Grandpa Joe',
    ]);
    expect(offersGiftIdeas('remembrance')).toBe(false);
  });
});

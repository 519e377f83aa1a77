// No database.
import { describe, expect, it } from 'vitest';
import { literalsOf } from './jsx-literals';

const texts = (source: string) => literalsOf('a.tsx', source).map((l) => l.text);

describe('literalsOf', () => {
  it('finds text between tags, shown strings and the attributes people read', () => {
    const source = `
      export const A = ({ busy, n }: { busy: boolean; n: number }) => (
        <div title="Your list" className="flex gap-2" data-testid="list">
          <h1>
            Upcoming   birthdays
          </h1>
          <button aria-label={busy ? 'Saving' : 'Save'}>{busy && 'Wait'}</button>
          <img alt="Cake" src="/cake.png" />
          <input placeholder={\`Name of \${n}\`} type="text" />
          {'Plain'}
          {n ?? 'None'}
        </div>
      );`;
    expect(texts(source)).toEqual([
      'Your list',
      'Upcoming birthdays',
      'Saving',
      'Save',
      'Wait',
      'Cake',
      'Name of',
      'Plain',
      'None',
    ]);
  });

  it('lets through what no one reads: symbols, class names, ids, messages from the catalogs', () => {
    const source = `
      export const B = ({ intl }: { intl: { formatMessage(m: object): string } }) => (
        <p className="text-sm" id="x" role="status" data-state="open">
          {intl.formatMessage({ id: 'home.title', defaultMessage: 'Home' })} · 🎂 — 42%
          <FormattedMessage id="home.empty" defaultMessage="No birthdays yet" />
          <span>© 2026 Cakeday</span>
        </p>
      );`;
    expect(texts(source)).toEqual([]);
  });
});

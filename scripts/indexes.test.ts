import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staleIndexes } from './indexes';

const root = path.resolve(import.meta.dirname, '..');

/** A project with the given files, for the generator to read. */
function tree(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cakeday-indexes-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('the generated lists of channels and calendars', () => {
  it('are current in this checkout (npm run lint checks the same)', () => {
    expect(staleIndexes(root)).toEqual([]);
  });

  it('list every channel folder and calendar file, and say which file is stale', () => {
    const dir = tree({
      'shared/channels/carrier-pigeon/index.ts':
        'export const carrierPigeonDefinition = defineChannel({});\n',
      'shared/channels/owl/index.ts': 'export const owlDefinition = defineChannel({});\n',
      'shared/channels/owl/schema.ts': 'export const schema = 1;\n',
      'shared/channels/not-a-channel/index.ts': 'export const helper = 1;\n',
      'shared/kept-calendars/gregory.ts':
        "export const gregory = gregorianDefinition({\n  id: 'gregory',\n});\n",
      'shared/kept-calendars/coptic.ts': "export const coptic = calendarDefinition({\n  id: 'coptic',\n});\n",
      'shared/kept-calendars/coptic.test.ts': "export const x = calendarDefinition({\n  id: 'x',\n});\n",
    });
    expect(staleIndexes(dir, { write: true })).toEqual([
      'shared/channels/index.ts',
      'shared/kept-calendars/definitions.ts',
    ]);
    const channels = readFileSync(path.join(dir, 'shared/channels/index.ts'), 'utf8');
    expect(channels).toContain("import { carrierPigeonDefinition } from './carrier-pigeon';");
    expect(channels).toContain(
      'export const DEFINITIONS = [carrierPigeonDefinition, owlDefinition] as const;',
    );
    expect(channels).not.toContain('notAChannel');
    const calendars = readFileSync(path.join(dir, 'shared/kept-calendars/definitions.ts'), 'utf8');
    expect(calendars).toContain('export const DEFINITIONS = [gregory, coptic] as const;');
    expect(staleIndexes(dir)).toEqual([]);

    writeFileSync(
      path.join(dir, 'shared/kept-calendars/amete-alem.ts'),
      "export const ameteAlem = calendarDefinition({\n  id: 'amete-alem',\n});\n",
    );
    expect(staleIndexes(dir)).toEqual(['shared/kept-calendars/definitions.ts']);
  });

  it('lists every kind file, the birthday first', () => {
    const dir = tree({
      'shared/channels/owl/index.ts': 'export const owlDefinition = defineChannel({});\n',
      'shared/date-kinds/birthday.ts':
        "export const birthday = dateKindDefinition({\n  id: 'birthday',\n});\n",
      'shared/date-kinds/anniversary.ts':
        "export const anniversary = dateKindDefinition({\n  id: 'anniversary',\n});\n",
      'shared/date-kinds/definition.ts': 'export const dateKindDefinition = (d) => d;\n',
    });
    expect(staleIndexes(dir, { write: true })).toEqual([
      'shared/channels/index.ts',
      'shared/date-kinds/definitions.ts',
    ]);
    const kinds = readFileSync(path.join(dir, 'shared/date-kinds/definitions.ts'), 'utf8');
    expect(kinds).toContain('export const DEFINITIONS = [birthday, anniversary] as const;');
    expect(kinds).toContain("import { anniversary } from './anniversary';");
  });

  it('refuses a calendar file not named after its calendar', () => {
    const dir = tree({
      'shared/channels/owl/index.ts': 'export const owlDefinition = defineChannel({});\n',
      'shared/kept-calendars/egyptian.ts':
        "export const coptic = calendarDefinition({\n  id: 'coptic',\n});\n",
    });
    expect(() => staleIndexes(dir)).toThrow("egyptian.ts defines 'coptic': name it coptic.ts");
  });
});

// Keeps the German catalogue complete, so `npm test` fails on a missing translation.
// (`npm run i18n:check -w web` also fails when the catalogues lag behind the code.)
import { describe, expect, it } from 'vitest';
import de from './de/messages.po?raw';
import en from './en/messages.po?raw';

/** A .po string field, including continuation lines (`msgid ""` followed by `"…"` lines). */
function field(block: string, name: 'msgid' | 'msgstr'): string | undefined {
  const match = new RegExp(`^${name} ((?:".*"(?:\\n|$))+)`, 'm').exec(block);
  return match?.[1]
    ?.split('\n')
    .filter(Boolean)
    .map((line) => line.slice(1, -1))
    .join('');
}

/** msgid → msgstr of a .po file, header entry left out. */
function entries(po: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of po.split(/\n\s*\n/)) {
    const id = field(block, 'msgid');
    const str = field(block, 'msgstr');
    if (id && str !== undefined) map.set(id, str);
  }
  return map;
}

describe('catalogues', () => {
  it('have the same messages in English and German', () => {
    expect([...entries(de).keys()].sort()).toEqual([...entries(en).keys()].sort());
  });

  it('translate every message into German', () => {
    const missing = [...entries(de)].filter(([, translation]) => !translation).map(([id]) => id);
    expect(missing).toEqual([]);
  });

  it('keep the placeholders of each message', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}|<\/?\d+>/g) ?? []).sort();
    // Explicit ids such as `error.fatal` are keys, not English text with placeholders.
    const isKey = (id: string) => /^[\w-]+(\.[\w-]+)+$/.test(id);
    for (const [id, translation] of entries(de)) {
      if (!isKey(id)) expect(placeholders(translation), id).toEqual(placeholders(id));
    }
  });

  it('write English pages in English: no German word in an English message', () => {
    // German letters are allowed only where a message speaks about them, or in a German name
    // that English uses as it is (the German medical association's guideline for lab quality).
    const aboutGerman = (id: string) => /umlaut/i.test(id);
    const NAMES = /RiliBÄK/g;
    const german = [...entries(en).keys()].filter(
      (id) => /[äöüßÄÖÜ„]/.test(id.replace(NAMES, '')) && !aboutGerman(id),
    );
    expect(german).toEqual([]);
  });
});

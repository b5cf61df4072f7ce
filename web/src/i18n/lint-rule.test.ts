// The lint rule that keeps hard-coded sentences out of components (eslint.config.ts): a
// component with a bare sentence fails, the same component written with Lingui passes. Runs
// ESLint with the project's own configuration, so loosening the rule fails here.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Vitest runs from the repository root (web tests have no Node types, hence the cast).
const root = (globalThis as unknown as { process: { cwd(): string } }).process.cwd();
const file = `${root}/web/src/features/lint-probe/Probe.tsx`;

async function lint(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('no hard-coded user-facing strings', () => {
  it('fails on JSX text, a translatable attribute and a string in JSX', async () => {
    const messages = await lint(
      [
        "import { Button } from '../../ui/Button.tsx';",
        'export function Probe() {',
        '  return (',
        '    <section className="page">',
        '      <h1>Welcome to the atlas</h1>',
        '      <Button aria-label="Close the dialog">{"Save changes"}</Button>',
        '    </section>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    expect(messages.filter((m) => m.startsWith('lingui/no-unlocalized-strings'))).toHaveLength(3);
  });

  it('passes the same component written with Lingui', async () => {
    const messages = await lint(
      [
        "import { Trans, useLingui } from '@lingui/react/macro';",
        "import { Button } from '../../ui/Button.tsx';",
        'export function Probe() {',
        '  const { t } = useLingui();',
        '  return (',
        '    <section className="page" data-testid="probe">',
        '      <h1>',
        '        <Trans>Welcome to the atlas</Trans>',
        '      </h1>',
        '      <Button aria-label={t`Close the dialog`}>',
        '        <Trans>Save changes</Trans>',
        '      </Button>',
        '    </section>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });
});

// The runtime <Trans> that the Lingui macro compiles to (lingui.config.ts `runtimeConfigModule`,
// resolved by web/package.json "imports"). Lingui puts a string value into the translated
// message before it reads the message's element tags (`<0>…</0>`, `<1/>`), so a name or title
// written as "<0>Boss</0>" became one of the message's elements (a link, a <strong>) and other
// tag-like text vanished. A string value with a "<" goes in as a React node instead, which
// Lingui renders as plain text. Other strings stay strings: `select` needs its raw value.
import { Trans as LinguiTrans, type TransProps } from '@lingui/react';

function asText(values: NonNullable<TransProps['values']>): TransProps['values'] {
  let changed: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(values)) {
    if (typeof value !== 'string' || !value.includes('<')) continue;
    changed ??= { ...values };
    changed[key] = <>{value}</>;
  }
  return changed ?? values;
}

export function Trans(props: TransProps) {
  return <LinguiTrans {...props} values={props.values && asText(props.values)} />;
}

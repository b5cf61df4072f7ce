// A Markdown text area with a "Write" and a "Preview" tab; the preview renders exactly what
// readers will see (ui/Markdown.tsx). The text area stays mounted while the preview shows, so a
// surrounding form still reads its value and the cursor position survives a look at the preview.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Markdown } from './Markdown.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';

export function MarkdownField({
  label,
  value,
  onChange,
  errorMessage,
  isRequired,
  name,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  errorMessage?: TextFieldProps['errorMessage'];
  isRequired?: boolean;
  name?: string;
}) {
  const { t } = useLingui();
  const [tab, setTab] = useState<string>('write');
  return (
    <Tabs className="markdown-field" selectedKey={tab} onSelectionChange={(key) => setTab(String(key))}>
      <TabList className="markdown-field__tabs" aria-label={label}>
        <Tab id="write" className="markdown-field__tab">
          {t`Write`}
        </Tab>
        <Tab id="preview" className="markdown-field__tab">
          {t`Preview`}
        </Tab>
      </TabList>
      <TabPanel id="write" shouldForceMount className="markdown-field__panel">
        <TextField
          multiline
          label={label}
          name={name}
          value={value}
          onChange={onChange}
          errorMessage={errorMessage}
          isRequired={isRequired}
          description={t`Markdown: **bold**, *italic*, lists, > quotes, [links](https://…). HTML is not shown.`}
        />
      </TabPanel>
      <TabPanel id="preview" className="markdown-field__panel">
        {value.trim() ? (
          <Markdown source={value} className="markdown-field__preview" />
        ) : (
          <p className="markdown-field__empty">{t`Nothing to preview yet.`}</p>
        )}
      </TabPanel>
    </Tabs>
  );
}

// The language react-aria formats and parses in (number fields, date fields, collation). Without
// it react-aria takes the browser's language, so a German page in an English browser read
// "12,5" as 125 (app/Root.tsx passes the page's tag from lib/format.ts).
export { I18nProvider as LocaleProvider } from 'react-aria-components';

// Tabs (react-aria: a tab list with arrow-key movement, one panel per tab). The caller gives the
// classes; `Key` is the type of a tab's id.
export { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';

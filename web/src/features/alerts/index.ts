// What the alerts feature offers the other features and the app: they import it from here, never from its files.
export { UnreadAlerts } from './UnreadAlerts.tsx';

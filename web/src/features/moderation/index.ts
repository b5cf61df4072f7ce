// What the moderation feature offers the other features: they import it from here, never from its files.
export { ObjectionForm } from './ObjectionForm.tsx';
export { ReportDialog } from './ReportDialog.tsx';

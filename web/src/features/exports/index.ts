/** The exports feature (issue 18): the Export button and dialog for creatives, assets and templates. */
export { ExportButton, ExportDialog, type ExportTarget, type PickableCreative } from './components/export-dialog';

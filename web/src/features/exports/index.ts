/** The exports feature: the Export button and dialog for creatives, assets and templates. */
export { ExportButton, ExportDialog, type ExportTarget, type PickableCreative } from './components/export-dialog';

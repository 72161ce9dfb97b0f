/** What other features may use of the partners feature: the partner list (the internal-user form picks one). */
export { usePartners } from './api/get-partners';

/** The publishing feature: the Publish dialog (mounted in the creatives view and the campaign's tools tab). */
export { PublishButton } from './components/publish-dialog';

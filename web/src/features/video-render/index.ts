/** Video rendering: the creatives screen's 'Videos' drawer. */
export { RenderedVideosButton } from './components/rendered-videos';

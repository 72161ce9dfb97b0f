/** Video rendering (issue 18): the creatives screen's 'Videos' drawer. */
export { RenderedVideosButton } from './components/rendered-videos';

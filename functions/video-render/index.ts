/** The video-render domain Lambda ('Rendering: Video', 'performance on each decision-tree path'). */
import { domainHandler } from '@functions/lib/http';
import getTreePerformance from './handlers/get-tree-performance';
import listRenderedVideos from './handlers/list-rendered-videos';
import startVideoRender from './handlers/start-video-render';

export const handler = domainHandler('video-render', {
  'start-video-render': startVideoRender,
  'list-rendered-videos': listRenderedVideos,
  'get-tree-performance': getTreePerformance,
});

/** What other features may use of storyboards: the video player (comments attach its time code). */
export { VideoPlayer, type VideoPlayerProps } from './components/video-player';

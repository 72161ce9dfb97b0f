/** What other features may use of storyboards: the video player (comments attach its time code) and a concept's storyboard board (the campaign's storyboards page). */
export { VideoPlayer, type VideoPlayerProps } from './components/video-player';
export { StoryboardsBoard, type StoryboardsBoardProps } from './routes/storyboards';

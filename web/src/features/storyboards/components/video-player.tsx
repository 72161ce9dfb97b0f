import { Button, Slider, Space, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { timeCode } from '@shared/domain/storyboards';

export interface VideoPlayerProps {
  src: string;
  poster?: string | null;
  /** Duration known from the server's probe (ms), shown before the video's metadata loads. */
  durationMs?: number | null;
  /** The current time code in ms, on every change: what a comment attaches (002 2 'time code'). */
  onTimeCode?: (ms: number) => void;
  /** The key frame (ms) shown as a marker; setting one calls back with it. */
  keyFrameMs?: number | null;
  onKeyFrame?: (ms: number) => void;
  /** A jump asked from outside (a comment's time code); a new object per request, so the same time can be asked again. */
  seekRequest?: { ms: number } | null;
}

/**
 * The storyboard video player (002 2): progress, duration, time code, key frame, mute and play/pause. Its current
 * time code goes out through onTimeCode, so a comment can carry it.
 */
export function VideoPlayer({ src, poster, durationMs, onTimeCode, keyFrameMs: keyFrameProp, onKeyFrame, seekRequest }: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const [currentMs, setCurrentMs] = useState(0);
  const [lengthMs, setLengthMs] = useState(durationMs ?? 0);
  const [keyFrameState, setKeyFrame] = useState<number | null>(null);
  const keyFrameMs = keyFrameProp ?? keyFrameState;

  useEffect(() => onTimeCode?.(currentMs), [currentMs, onTimeCode]);

  const seek = (ms: number) => {
    if (video.current) video.current.currentTime = ms / 1000;
    setCurrentMs(ms);
  };
  useEffect(() => {
    if (!seekRequest) return;
    if (video.current) video.current.currentTime = seekRequest.ms / 1000;
    setCurrentMs(seekRequest.ms);
  }, [seekRequest]);
  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) void Promise.resolve(v.play()).catch(() => setPlaying(false));
    else v.pause();
  };
  const markKeyFrame = () => {
    setKeyFrame(currentMs);
    onKeyFrame?.(currentMs);
  };

  return (
    <div data-testid="video-player" style={{ maxWidth: 720 }}>
      <video
        ref={video}
        src={src}
        poster={poster ?? undefined}
        muted={muted}
        playsInline
        preload="metadata"
        style={{ width: '100%', background: '#000', display: 'block' }}
        onClick={toggle}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setCurrentMs(Math.round(e.currentTarget.currentTime * 1000))}
        onLoadedMetadata={(e) => Number.isFinite(e.currentTarget.duration) && setLengthMs(Math.round(e.currentTarget.duration * 1000))}
      />
      <Slider
        aria-label="Progress"
        min={0}
        max={Math.max(lengthMs, 1)}
        step={10}
        value={currentMs}
        onChange={(v) => seek(v as number)}
        // no tooltip: the time code shows beside the controls, and the handle's tooltip (a portal re-placed on every
        // step) hit React's update-depth limit under quick arrow-key seeking (antd, GitHub #56336)
        tooltip={{ formatter: null }}
        marks={keyFrameMs !== null ? { [keyFrameMs]: { label: 'Key frame' } } : undefined}
      />
      <Space wrap>
        <Button onClick={toggle} aria-label={playing ? 'Pause' : 'Play'}>
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Button onClick={() => setMuted((m) => !m)} aria-label={muted ? 'Unmute' : 'Mute'}>
          {muted ? 'Unmute' : 'Mute'}
        </Button>
        <Tooltip title="Mark the current time code as the key frame">
          <Button onClick={markKeyFrame}>Set key frame</Button>
        </Tooltip>
        {keyFrameMs !== null && <Button onClick={() => seek(keyFrameMs)}>Go to key frame</Button>}
        <Typography.Text data-testid="time-code" code>
          {timeCode(currentMs)} / {timeCode(lengthMs)}
        </Typography.Text>
        {keyFrameMs !== null && <Typography.Text type="secondary">Key frame {timeCode(keyFrameMs)}</Typography.Text>}
      </Space>
    </div>
  );
}

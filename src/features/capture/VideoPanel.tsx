import { lazy, memo } from 'react';
import { LazyCard } from './LazyCard';
import type { VideoProps } from './VideoBody';

const VideoBody = lazy(() =>
  import(/* webpackChunkName: "capture-video" */ './VideoBody').then((module) => ({ default: module.VideoBody })),
);

/** Recording from a video (VideoBody.tsx), in a card closed until asked for. */
export const VideoPanel = memo(function VideoPanel(props: VideoProps) {
  return (
    <LazyCard className="video-panel" summary="Record from a video">
      <VideoBody {...props} />
    </LazyCard>
  );
});

import { memo, useEffect, useState, type RefObject } from 'react';
import type { Half } from '../../../contract/squad';
import { clockText, halfName } from './clock';

/**
 * Recording from a video (docs/capture.md#from-a-video): a file of this device, played here and
 * never uploaded (an object URL of the file). The video time at which each half kicked off turns a
 * video time into the match clock.
 */
export const VideoPanel = memo(function VideoPanel({
  videoRef,
  half,
  offset,
  onKickOff,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  half: Half;
  offset: number | null;
  onKickOff: (seconds: number | null) => void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <details className="card video-panel">
      <summary>Record from a video</summary>
      <label className="field">
        <span className="field__label">A video file on this device (it is not uploaded)</span>
        <input
          className="field__input"
          type="file"
          accept="video/*"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) setUrl(URL.createObjectURL(file));
          }}
        />
      </label>
      {url && (
        <>
          {/* A match video has no captions to offer; the analyst watches it to tag events. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <video ref={videoRef} className="video-panel__video" src={url} controls />
          <p className="video-panel__offset">
            {halfName(half)}:{' '}
            {offset === null
              ? 'kick-off not marked, so events take the match clock'
              : `kicked off at ${clockText(offset)} of the video`}
          </p>
          <div className="video-panel__buttons">
            <button
              type="button"
              className="button button--small"
              onClick={() => onKickOff(videoRef.current ? videoRef.current.currentTime : null)}
            >
              {halfName(half)} kicks off now
            </button>
            {offset !== null && (
              <button type="button" className="button button--small" onClick={() => onKickOff(null)}>
                Clear kick-off
              </button>
            )}
          </div>
          <p className="video-panel__keys">
            Keys: <kbd>V</kbd> play or pause, <kbd>←</kbd> <kbd>→</kbd> 3 s, <kbd>Shift</kbd>+<kbd>←</kbd> <kbd>→</kbd>{' '}
            10 s.
          </p>
        </>
      )}
    </details>
  );
});

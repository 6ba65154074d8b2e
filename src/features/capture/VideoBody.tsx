import { memo, useCallback, useEffect, useImperativeHandle, useState, type RefObject } from 'react';
import type { Half } from '../../../contract/squad';
import { halfName, videoTimeText } from './clock';

/** What the capture keys ask of the video beyond its time: V plays or pauses it. */
export type VideoControls = { playOrPause: () => void };

export type VideoProps = {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Set while a video is open; the panel says if the browser refuses to play it. */
  controlsRef: RefObject<VideoControls | null>;
  half: Half;
  offset: number | null;
  onKickOff: (seconds: number | null) => void;
};

/**
 * What to tell the analyst when the browser refuses `play()`, or null when there is nothing to
 * tell: an AbortError is a play interrupted by a pause (V pressed twice) or by another file chosen.
 */
export function playRefusalText(error: unknown): string | null {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'AbortError':
      return null;
    case 'NotAllowedError':
      return 'This browser would not start the video from the keyboard (its autoplay setting). Press play on the video itself.';
    case 'NotSupportedError':
      return 'This browser cannot play this video file. Choose another file (MP4 or WebM plays in most browsers).';
    default:
      return 'The video did not start. Press play on the video itself, or choose the file again.';
  }
}

/**
 * Recording from a video (docs/capture.md#from-a-video): a file of this device, played here and
 * never uploaded (an object URL of the file). The video time at which each half kicked off turns a
 * video time into the match clock. A file the browser cannot play is said so and taken away: a
 * video stuck at 0:00 would give every event the clock of its kick-off mark.
 */
export const VideoBody = memo(function VideoBody({ videoRef, controlsRef, half, offset, onKickOff }: VideoProps) {
  const [chosen, setChosen] = useState<{ url: string; name: string } | null>(null);
  const [unplayable, setUnplayable] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Not every browser floats a video (Firefox offers its own toggle on the video instead).
  const floats = 'pictureInPictureEnabled' in document && document.pictureInPictureEnabled;
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);
  const playOrPause = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!video.paused) {
      video.pause();
      return;
    }
    setRefusal(null);
    video.play().catch((error: unknown) => setRefusal(playRefusalText(error)));
  }, [videoRef]);
  useImperativeHandle(controlsRef, () => ({ playOrPause }), [playOrPause]);
  return (
    <>
      <label className="field">
        <span className="field__label">A video file on this device (it is not uploaded)</span>
        <input
          className="field__input"
          type="file"
          accept="video/*"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setUnplayable(null);
            setRefusal(null);
            setChosen({ url: URL.createObjectURL(file), name: file.name });
          }}
        />
      </label>
      {unplayable !== null && (
        <p className="form-error" role="alert">
          {unplayable} cannot be played here: this browser cannot read it. Choose another file (MP4 or WebM plays in
          most browsers); until then events take the match clock.
        </p>
      )}
      {chosen && (
        <>
          {/* A match video has no captions to offer; the analyst watches it to tag events. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <video
            ref={videoRef}
            className="video-panel__video"
            src={chosen.url}
            controls
            onError={() => {
              setUnplayable(chosen.name);
              setChosen(null);
            }}
            onPlay={() => setRefusal(null)}
          />
          {refusal !== null && (
            <p className="form-error" role="alert">
              {refusal}
            </p>
          )}
          <p className="video-panel__offset">
            {halfName(half)}:{' '}
            {offset === null
              ? 'kick-off not marked, so events take the match clock'
              : `kicked off at ${videoTimeText(offset)} of the video`}
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
            {/* On a laptop the desk fills the window: a floating video stays in view while tapping the pitch. */}
            {floats && (
              <button
                type="button"
                className="button button--small"
                onClick={() => {
                  const video = videoRef.current;
                  if (!video) return;
                  const toggled =
                    document.pictureInPictureElement === video
                      ? document.exitPictureInPicture()
                      : video.requestPictureInPicture();
                  toggled.catch(() =>
                    setRefusal('This browser would not float the video. Keep it in view beside the pitch instead.'),
                  );
                }}
              >
                Float the video
              </button>
            )}
          </div>
          <p className="video-panel__keys">
            Keys: <kbd className="key-hint">V</kbd>&nbsp;play or pause, <kbd className="key-hint">←</kbd>&nbsp;
            <kbd className="key-hint">→</kbd>&nbsp;3&nbsp;s, <kbd className="key-hint">Shift</kbd>+
            <kbd className="key-hint">←</kbd>&nbsp;<kbd className="key-hint">→</kbd>&nbsp;10&nbsp;s.
          </p>
        </>
      )}
    </>
  );
});

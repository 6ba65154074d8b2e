import { memo, useEffect, useState, type RefObject } from 'react';
import type { Half } from '../../../contract/squad';
import { clockText, halfName } from './clock';

export type VideoProps = {
  videoRef: RefObject<HTMLVideoElement | null>;
  half: Half;
  offset: number | null;
  onKickOff: (seconds: number | null) => void;
};

/**
 * Recording from a video (docs/capture.md#from-a-video): a file of this device, played here and
 * never uploaded (an object URL of the file). The video time at which each half kicked off turns a
 * video time into the match clock. A file the browser cannot play is said so and taken away: a
 * video stuck at 0:00 would give every event the clock of its kick-off mark.
 */
export const VideoBody = memo(function VideoBody({ videoRef, half, offset, onKickOff }: VideoProps) {
  const [chosen, setChosen] = useState<{ url: string; name: string } | null>(null);
  const [unplayable, setUnplayable] = useState<string | null>(null);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);
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
          />
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
            Keys: <kbd className="key-hint">V</kbd>&nbsp;play or pause, <kbd className="key-hint">←</kbd>&nbsp;
            <kbd className="key-hint">→</kbd>&nbsp;3&nbsp;s, <kbd className="key-hint">Shift</kbd>+
            <kbd className="key-hint">←</kbd>&nbsp;<kbd className="key-hint">→</kbd>&nbsp;10&nbsp;s.
          </p>
        </>
      )}
    </>
  );
});

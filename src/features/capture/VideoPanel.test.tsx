import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import type { VideoControls } from './VideoBody';
import { VideoPanel } from './VideoPanel';

/**
 * The video panel as an analyst meets it (docs/capture.md#from-a-video). jsdom plays nothing, so a
 * file the browser cannot play is the media element's `error` event, fired here as Chromium fires
 * it for a format it cannot read or an object URL its policy refuses.
 */

const FILE_LABEL = 'A video file on this device (it is not uploaded)';

function renderPanel() {
  const videoRef = createRef<HTMLVideoElement>();
  const controlsRef = createRef<VideoControls>();
  const onKickOff = jest.fn();
  const user = userEvent.setup();
  const { container } = render(
    <VideoPanel videoRef={videoRef} controlsRef={controlsRef} half={1} offset={null} onKickOff={onKickOff} />,
  );
  return { user, videoRef, controlsRef, onKickOff, container };
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  if (!screen.queryByLabelText(FILE_LABEL)) await user.click(screen.getByText('Record from a video'));
  // The panel's code is loaded as it first opens.
  await user.upload(await screen.findByLabelText(FILE_LABEL), new File(['frames'], name, { type: 'video/mp4' }));
}

/** The panel with `name` chosen: its video element, and what the capture keys ask of it. */
async function withVideo(name = 'final.mp4') {
  const panel = renderPanel();
  await choose(panel.user, name);
  const video = panel.videoRef.current;
  if (!video) throw new Error('no video');
  return { ...panel, video };
}

/** V, as the capture screen's keys ask it, then the browser's answer to play() heard. */
async function pressV(controls: VideoControls | null) {
  await act(async () => {
    controls?.playOrPause();
    await Promise.resolve();
  });
}

beforeEach(() => {
  let made = 0;
  URL.createObjectURL = jest.fn(() => {
    made += 1;
    return `blob:match-video-${made}`;
  });
  URL.revokeObjectURL = jest.fn();
});

describe('the video panel', () => {
  it('plays a chosen file here and offers to mark the kick-off, with no alert', async () => {
    const { user, videoRef, onKickOff } = renderPanel();
    await choose(user, 'final.mp4');
    expect(videoRef.current).toHaveAttribute('src', 'blob:match-video-1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'First half kicks off now' }));
    expect(onKickOff).toHaveBeenCalledWith(0);
  });

  it('says in words that a file cannot be played, instead of a player stuck at 0:00, and takes it away', async () => {
    const { container, videoRef, video } = await withVideo('final.mkv');
    fireEvent.error(video);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'final.mkv cannot be played here: this browser cannot read it. Choose another file (MP4 or WebM plays in most browsers); until then events take the match clock.',
    );
    // No player and no kick-off to mark: events take the match clock, not a video stuck at 0:00.
    expect(container.querySelector('video')).toBeNull();
    expect(videoRef.current).toBeNull();
    expect(screen.queryByRole('button', { name: 'First half kicks off now' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:match-video-1');
  });

  it('clears the alert when another file is chosen, and plays that one', async () => {
    const { user, videoRef } = renderPanel();
    await choose(user, 'final.mkv');
    if (!videoRef.current) throw new Error('no video');
    fireEvent.error(videoRef.current);
    expect(screen.getByRole('alert')).toBeInTheDocument();

    await user.upload(screen.getByLabelText(FILE_LABEL), new File(['frames'], 'final.webm', { type: 'video/webm' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(videoRef.current).toHaveAttribute('src', 'blob:match-video-2');
    expect(screen.getByRole('button', { name: 'First half kicks off now' })).toBeInTheDocument();
  });

  it('says in words that the browser would not start the video, and clears it once the video plays', async () => {
    const { controlsRef, video } = await withVideo();
    const play = jest
      .spyOn(video, 'play')
      .mockRejectedValue(new DOMException('play() can only be initiated by a user gesture.', 'NotAllowedError'));

    await pressV(controlsRef.current);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This browser would not start the video from the keyboard (its autoplay setting). Press play on the video itself.',
    );
    // The player's own play button works where a key may not.
    fireEvent.play(video);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nothing of a play interrupted by a pause: that is what the analyst asked for', async () => {
    const { controlsRef, video } = await withVideo();
    const play = jest
      .spyOn(video, 'play')
      .mockRejectedValue(new DOMException('The play() request was interrupted by a call to pause().', 'AbortError'));

    await pressV(controlsRef.current);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a video that will not play for another reason did not start, and what to do', async () => {
    const { controlsRef, video } = await withVideo();
    jest.spyOn(video, 'play').mockRejectedValue(new Error('decoder gone'));

    await pressV(controlsRef.current);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The video did not start. Press play on the video itself, or choose the file again.',
    );
  });

  it('pauses a playing video rather than playing it again', async () => {
    const { controlsRef, video } = await withVideo();
    Object.defineProperty(video, 'paused', { value: false });
    const play = jest.spyOn(video, 'play');
    const pause = jest.spyOn(video, 'pause').mockReturnValue(undefined);

    act(() => controlsRef.current?.playOrPause());
    expect(pause).toHaveBeenCalledTimes(1);
    expect(play).not.toHaveBeenCalled();
  });

  describe('floating the video, to keep it in view while the desk fills a laptop window', () => {
    afterEach(() => {
      for (const name of ['pictureInPictureEnabled', 'exitPictureInPicture', 'pictureInPictureElement'])
        Reflect.deleteProperty(document, name);
    });

    function floatingBrowser() {
      Object.defineProperty(document, 'pictureInPictureEnabled', { value: true, configurable: true });
      const exit = jest.fn(() => Promise.resolve());
      Object.defineProperty(document, 'exitPictureInPicture', { value: exit, configurable: true });
      return { exit };
    }

    it('floats the video, and brings it back when asked again', async () => {
      const { exit } = floatingBrowser();
      const { user, video } = await withVideo();
      const float = jest.fn(() => Promise.resolve({} as PictureInPictureWindow));
      Object.defineProperty(video, 'requestPictureInPicture', { value: float });
      await user.click(screen.getByRole('button', { name: 'Float the video' }));
      expect(float).toHaveBeenCalledTimes(1);

      Object.defineProperty(document, 'pictureInPictureElement', { value: video, configurable: true });
      await user.click(screen.getByRole('button', { name: 'Float the video' }));
      expect(exit).toHaveBeenCalledTimes(1);
      expect(float).toHaveBeenCalledTimes(1);
    });

    it('says so when the browser will not float it', async () => {
      floatingBrowser();
      const { user, video } = await withVideo();
      Object.defineProperty(video, 'requestPictureInPicture', {
        value: () => Promise.reject(new DOMException('disabled', 'NotAllowedError')),
      });
      await user.click(screen.getByRole('button', { name: 'Float the video' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This browser would not float the video. Keep it in view beside the pitch instead.',
      );
    });

    it('is not offered where the browser cannot float a video', async () => {
      const { user } = renderPanel();
      await choose(user, 'final.mp4');
      expect(screen.queryByRole('button', { name: 'Float the video' })).not.toBeInTheDocument();
    });
  });
});

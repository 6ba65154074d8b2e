import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { VideoPanel } from './VideoPanel';

/**
 * The video panel as an analyst meets it (docs/capture.md#from-a-video). jsdom plays nothing, so a
 * file the browser cannot play is the media element's `error` event, fired here as Chromium fires
 * it for a format it cannot read or an object URL its policy refuses.
 */

const FILE_LABEL = 'A video file on this device (it is not uploaded)';

function renderPanel() {
  const videoRef = createRef<HTMLVideoElement>();
  const onKickOff = jest.fn();
  const user = userEvent.setup();
  const { container } = render(<VideoPanel videoRef={videoRef} half={1} offset={null} onKickOff={onKickOff} />);
  return { user, videoRef, onKickOff, container };
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  if (!screen.queryByLabelText(FILE_LABEL)) await user.click(screen.getByText('Record from a video'));
  // The panel's code is loaded as it first opens.
  await user.upload(await screen.findByLabelText(FILE_LABEL), new File(['frames'], name, { type: 'video/mp4' }));
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
    const { user, videoRef, container } = renderPanel();
    await choose(user, 'final.mkv');
    const video = videoRef.current;
    if (!video) throw new Error('no video');
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
});

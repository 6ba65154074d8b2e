import { render, screen, within } from '@testing-library/react';
import { kickoutEvent, shotEvent } from '../../testKit/events';
import { EventsList } from './EventsList';

/** The events list under the capture pitch (docs/capture.md#recording), by role and text. */

const TEAMS = { us: 'Clifden', them: 'Oughterard' };

describe('the events list', () => {
  it('shows the video time beside the match clock for events recorded from a video, and only the clock for others', () => {
    render(
      <EventsList
        events={[
          { id: 'k1', ...kickoutEvent({ clock: 120 }) },
          { id: 's1', ...shotEvent({ clock: 600, videoTime: 725.6 }) },
          { id: 's2', ...shotEvent({ half: 2, clock: 300, videoTime: 3725, outcome: 'wide' }) },
        ]}
        teams={TEAMS}
        onOpen={jest.fn()}
      />,
    );
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    // Newest first, each part read apart from the next.
    expect(rows.map((row) => row.textContent)).toEqual([
      'H2 05:00 video 1:02:05 Clifden wide, #14 Edit Clifden wide, #14',
      'H1 10:00 video 12:05 Clifden point, #14 Edit Clifden point, #14',
      'H1 02:00 Clifden kickout won clean, long, to player not known Edit Clifden kickout won clean, long, to player not known',
    ]);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Half, MatchClock } from '../../../contract/squad';
import { ClockBar } from './ClockBar';
import type { MatchState } from './captureSlice';

/** The clock bar by role and label, for a recorder (docs/capture.md#the-clock). */

const stopped = (half: Half, elapsed: number, halfOver: boolean): MatchClock => ({
  half,
  elapsed,
  runningSince: null,
  halfOver,
});

function renderBar(state: MatchState) {
  const onChange = jest.fn<void, [MatchState, string]>();
  const user = userEvent.setup();
  render(<ClockBar state={state} canWrite onChange={onChange} />);
  return { onChange, user };
}

const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('the clock bar', () => {
  it('offers after each whistle only what can follow it, and never a button that does nothing', () => {
    const cases: Array<[MatchClock, string[]]> = [
      [stopped(1, 0, false), ['Start', 'End half', 'Set clock']],
      [stopped(1, 2100, true), ['Start second half', 'Set clock']],
      [stopped(2, 2100, true), ['Extra time', 'End match', 'Set clock']],
      [stopped(3, 0, false), ['Start', 'End half', 'Set clock']],
      [stopped(3, 600, true), ['Start extra time, second half', 'End match', 'Set clock']],
      [stopped(4, 600, true), ['End match', 'Set clock']],
    ];
    for (const [clock, names] of cases) {
      const { unmount } = render(<ClockBar state={{ clock, status: 'live' }} canWrite onChange={jest.fn()} />);
      expect(buttonNames()).toEqual(names);
      for (const button of screen.getAllByRole('button')) expect(button).toBeEnabled();
      unmount();
    }
  });

  it("ends extra time's second half and then the match", async () => {
    const { onChange, user } = renderBar({ clock: stopped(4, 540, false), status: 'live' });
    await user.click(screen.getByRole('button', { name: 'End half' }));
    const [after, text] = onChange.mock.calls[0] ?? [];
    expect(text).toBe('End of the extra time, second half');
    expect(after?.clock).toMatchObject({ half: 4, halfOver: true });
  });

  it("says a finished match is at full time, without the clock's last reading", () => {
    render(<ClockBar state={{ clock: stopped(1, 0, false), status: 'final' }} canWrite onChange={jest.fn()} />);
    expect(screen.getByRole('region', { name: 'Match clock' })).toHaveTextContent(/^Full time$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('sets the clock to the referee’s, says what it cannot read, and can be left as it was', async () => {
    const { onChange, user } = renderBar({ clock: stopped(1, 138, false), status: 'live' });
    await user.click(screen.getByRole('button', { name: 'Set clock' }));
    const field = screen.getByLabelText('Clock (minutes:seconds)');
    expect(field).toHaveFocus();
    await user.keyboard('99:99{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Type the time as minutes and seconds, such as 12:30, or whole minutes, such as 12.',
    );
    expect(field).toHaveAccessibleDescription(/minutes and seconds/);
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Clock (minutes:seconds)')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set clock' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Clock (minutes:seconds)')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set clock' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Set clock' }));
    await user.keyboard('12:30{Enter}');
    expect(onChange).toHaveBeenCalledWith(
      { clock: { half: 1, elapsed: 750, runningSince: null, halfOver: false }, status: 'live' },
      'Clock set to 12:30',
    );
  });
});

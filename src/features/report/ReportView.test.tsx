import { screen, within } from '@testing-library/react';
import type { MatchReport } from '../../../contract/report';
import { signedInFirebase } from '../../testKit/firebaseMocks';
import { mockApi } from '../../testKit/mockApi';
import { renderWithProviders } from '../../testKit/renderWithProviders';
import handMatch from '../../testKit/matchReport.json';
import { ReportView } from './ReportView';
import { ShareLinks } from './ShareLinks';

/** The hand-worked match's report (server/src/testKit/handMatch.ts), as the API answers it. */
const REPORT = handMatch as MatchReport;
const svg = (title: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${title}</title><desc>What it shows.</desc></svg>`;
const CHARTS = {
  race: svg('Expected-points race'),
  shots: [svg('Shot chart, 1st half'), svg('Shot chart, 2nd half')],
  kickouts: svg('Kickout landings'),
  turnovers: svg('Turnovers won'),
};
const SQUAD = { kind: 'squad', squadId: 'sq1', matchId: 'm1', team: null } as const;
const BASE = '/squads/sq1/matches/m1';

describe('the match report', () => {
  it('heads with the score line, and shows both teams side by side for the match and each half', async () => {
    mockApi({ [`${BASE}/report`]: { body: REPORT }, [`${BASE}/report/charts`]: { body: CHARTS } });
    renderWithProviders(<ReportView source={SQUAD} />, { loadFirebase: signedInFirebase('u1') });
    expect(await screen.findByRole('heading', { name: 'Clifden 0-2 (2) v 1-2 (5) Oughterard' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Score and shots by half' });
    const score = within(table).getByRole('row', { name: /^Score 0-2/ });
    expect(
      within(score)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0-2 (2)', '1-2 (5)', '0-1 (1)', '0-2 (2)', '0-1 (1)', '1-0 (3)']);
    const twoPointers = within(table).getByRole('row', { name: /^Two-point attempts/ });
    expect(within(twoPointers).getAllByRole('cell')[1]).toHaveTextContent('1/2');
    expect(await screen.findByRole('img', { name: /^Expected-points race/ })).toBeVisible();
    expect(screen.getAllByRole('img', { name: /^Shot chart/ })).toHaveLength(2);
  });

  it('counts kickouts, turnovers, frees and cards where the match records them', async () => {
    mockApi({ [`${BASE}/report`]: { body: REPORT }, [`${BASE}/report/charts`]: { body: CHARTS } });
    renderWithProviders(<ReportView source={SQUAD} />, { loadFirebase: signedInFirebase('u1') });
    const kickouts = await screen.findByRole('table', { name: 'Kickouts by half' });
    const kept = within(kickouts).getByRole('row', { name: /^Own kickouts kept/ });
    expect(within(kept).getAllByRole('cell')[0]).toHaveTextContent('2/3 67%');
    const turnovers = screen.getByRole('table', { name: 'Turnovers by half' });
    expect(
      within(within(turnovers).getByRole('row', { name: /^Scored from turnovers won/ })).getAllByRole('cell')[1],
    ).toHaveTextContent('1 (2 pts)');
    expect(screen.getByText('Oughterard: yellow No. 3 (4′)')).toBeVisible();
    const players = screen.getByRole('table', { name: 'Clifden players' });
    const sean = within(players).getByRole('row', { name: /Seán Ó Sé/ });
    expect(
      within(sean)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '2', '2', expect.any(String), '0', '0']);
  });

  it('says a block the match does not record was not recorded, never a zero', async () => {
    const shotsOnly = { ...REPORT, kickouts: null, turnovers: null, discipline: { frees: null, cards: null } };
    mockApi({
      '/matches/x/report?team=Clifden': { body: shotsOnly },
      '/matches/x/report/charts?team=Clifden': { body: { ...CHARTS, kickouts: null, turnovers: null } },
    });
    renderWithProviders(<ReportView source={{ kind: 'public', matchId: 'x', team: 'Clifden' }} />);
    for (const block of ['Kickouts', 'Turnovers', 'Frees', 'Cards']) {
      expect(await screen.findByText(`${block}: not recorded for this match.`)).toBeVisible();
    }
    expect(screen.queryByRole('table', { name: 'Kickouts by half' })).toBeNull();
  });

  it("says why when the report cannot be had: a share link's one not-found answer", async () => {
    const message = 'This report link is not valid: it may have been revoked, have expired, or be mistyped';
    mockApi({
      '/shared/abc': { status: 404, body: { error: message } },
      '/shared/abc/charts': { status: 404, body: { error: message } },
    });
    renderWithProviders(<ReportView source={{ kind: 'shared', code: 'abc' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('share links', () => {
  it('makes a link, shows its address once, lists the links and revokes one', async () => {
    const path = '/squads/sq1/matches/m1/shares';
    const open = {
      id: 's1',
      matchId: 'm1',
      state: 'open',
      createdAt: '2025-06-02T10:00:00.000Z',
      expiresAt: null,
      revokedAt: null,
    };
    const api = mockApi({
      [path]: { body: [open] },
      [`POST ${path}`]: {
        status: 201,
        body: { ...open, id: 's2', code: 'C'.repeat(43), expiresAt: '2025-06-09T10:00:00.000Z' },
      },
      [`DELETE ${path}/s1`]: { status: 204, body: null },
    });
    const { user } = renderWithProviders(<ShareLinks squadId="sq1" matchId="m1" />, {
      loadFirebase: signedInFirebase('u1'),
    });
    expect(await screen.findByText(/Made 2 Jun 2025/)).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Link works'), 'for 7 days');
    await user.click(screen.getByRole('button', { name: 'Make a link' }));
    const link = await screen.findByLabelText(/The new link/);
    expect(link).toHaveValue(`${window.location.origin}/r/${'C'.repeat(43)}`);
    await user.click(screen.getByRole('button', { name: 'Revoke the link made 2 Jun 2025' }));
    expect(api.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST ${path}`,
      `DELETE ${path}/s1`,
    ]);
  });
});

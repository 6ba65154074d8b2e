import { dashboardAfterSignIn, joinAfterSignIn, reportAfterSignIn } from './useAuthFlowOutcome';

describe('where the app opens after signing in or up', () => {
  it('opens the invite a signed-out visitor came with', () => {
    expect(dashboardAfterSignIn({ next: '/join/abc_DEF-123' })).toEqual({ pathname: '/join/abc_DEF-123', search: '' });
  });

  it("opens the match report a signed-out visitor came to, the public data's or a squad's, with its team", () => {
    expect(dashboardAfterSignIn({ report: '/matches/2023-06-25-galway-kerry/report?team=Kerry' })).toEqual({
      pathname: '/matches/2023-06-25-galway-kerry/report',
      search: '?team=Kerry',
    });
    expect(dashboardAfterSignIn({ report: '/squads/sample/matches/m1/report' })).toEqual({
      pathname: '/squads/sample/matches/m1/report',
      search: '',
    });
  });

  it('follows no other address a report state might name', () => {
    for (const report of [
      'https://evil.example/matches/x/report',
      '//evil.example/matches/x/report',
      '/matches/x/report/more',
      '/squads/a/b/matches/x/report',
      '/r/code',
      '/settings',
      7,
    ]) {
      expect(reportAfterSignIn({ report })).toBeNull();
      expect(dashboardAfterSignIn({ report })).toEqual({ pathname: '/', search: '' });
    }
  });

  it("opens the dashboard link's view, or the bare dashboard", () => {
    expect(dashboardAfterSignIn({ link: '?team=Kerry' })).toEqual({ pathname: '/', search: '?team=Kerry' });
    expect(dashboardAfterSignIn(null)).toEqual({ pathname: '/', search: '' });
  });

  it('follows no other path a history entry might name', () => {
    for (const next of ['https://evil.example/join/x', '/join/', '/join/a/b', '/settings', 42]) {
      expect(joinAfterSignIn({ next })).toBeNull();
    }
  });
});

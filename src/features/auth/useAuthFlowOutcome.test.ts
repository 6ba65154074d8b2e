import { dashboardAfterSignIn, joinAfterSignIn } from './useAuthFlowOutcome';

describe('where the app opens after signing in or up', () => {
  it('opens the invite a signed-out visitor came with', () => {
    expect(dashboardAfterSignIn({ next: '/join/abc_DEF-123' })).toEqual({ pathname: '/join/abc_DEF-123', search: '' });
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

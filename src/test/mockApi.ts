import { TEST_API_BASE_URL } from './renderWithProviders';

type Answer = { status?: number; body: unknown };

/**
 * Answers the app's API calls from a table of path -> answer, and fails a test loudly on any call
 * it did not expect (the same idea as MSW's `onUnhandledRequest: 'error'`).
 */
export function mockApi(answers: Record<string, Answer>) {
  const requested: string[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = input instanceof Request ? input.url : String(input);
    const path = url.startsWith(TEST_API_BASE_URL) ? url.slice(TEST_API_BASE_URL.length) : url;
    requested.push(path);
    const answer = answers[path];
    if (!answer) return Promise.reject(new Error(`Unexpected API call: ${path}`));
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return { requested, restore: () => spy.mockRestore() };
}

export const TEAMS = ['Dublin', 'Galway', 'Kerry', 'Mayo'];

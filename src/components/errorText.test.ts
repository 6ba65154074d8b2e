import { errorText, SERVER_UNREACHABLE } from './errorText';

describe('errorText', () => {
  it("gives the API's own words when it sent them, else the status", () => {
    expect(errorText({ status: 500, data: { error: 'Internal server error' } })).toBe('Internal server error');
    expect(errorText({ status: 502, data: '<html>Bad gateway</html>' })).toBe('HTTP 502');
  });

  it('says the server could not be reached, not the browser’s words, when a request got no answer', () => {
    expect(errorText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(SERVER_UNREACHABLE);
    expect(SERVER_UNREACHABLE).toBe('The server could not be reached; check your connection');
  });

  it('keeps what an answer that could not be read, a timeout or a thrown error says', () => {
    expect(
      errorText({ status: 'PARSING_ERROR', originalStatus: 200, data: 'x', error: 'SyntaxError: Unexpected token' }),
    ).toBe('SyntaxError: Unexpected token');
    expect(errorText({ status: 'TIMEOUT_ERROR', error: 'AbortError: timed out' })).toBe('AbortError: timed out');
    expect(errorText({ status: 'CUSTOM_ERROR', error: 'The answer did not match the contract' })).toBe(
      'The answer did not match the contract',
    );
    expect(errorText({ name: 'Error', message: 'Boom' })).toBe('Boom');
    expect(errorText(undefined)).toBe('Unknown error');
  });
});

import {
  describeFilter,
  filterQuery,
  formatMatchDate,
  NO_FILTER,
  periodOfMinute,
  readShotFilter,
  type ShotFilter,
} from './filters';

const read = (query: Record<string, string | string[]>, others: string[] = ['team']) => readShotFilter(query, others);

describe('readShotFilter', () => {
  it('reads no filter from a query without filter parameters', () => {
    expect(read({ team: 'Galway' })).toEqual({ filter: NO_FILTER });
  });

  it('reads every parameter, matches sorted and once each', () => {
    expect(
      read({
        team: 'Galway',
        match: ['2023-06-25-galway-kerry', '2023-05-07-galway-mayo', '2023-06-25-galway-kerry'],
        half: '2',
        period: '70+',
        shotType: '45',
        pressure: 'no',
        player: 'Seán Ó Briain',
        season: '2025',
      }),
    ).toEqual({
      filter: {
        match: ['2023-05-07-galway-mayo', '2023-06-25-galway-kerry'],
        half: '2',
        period: '70+',
        shotType: '45',
        pressure: 'no',
        player: 'Seán Ó Briain',
        season: '2025',
      },
    });
  });

  it.each([
    [{ half: '3' }, 'half', "Unknown half: '3'; allowed values: 1, 2"],
    [
      { period: '5-15' },
      'period',
      "Unknown period: '5-15'; allowed values: 0-10, 10-20, 20-30, 30-40, 40-50, 50-60, 60-70, 70+",
    ],
    [{ shotType: 'goal' }, 'shotType', "Unknown shotType: 'goal'; allowed values: play, free, 45, mark, penalty"],
    [{ pressure: 'maybe' }, 'pressure', "Unknown pressure: 'maybe'; allowed values: yes, no"],
    [{ season: '25' }, 'season', "Unknown season: '25'; allowed values: a season from /seasons"],
    [{ half: '' }, 'half', "Unknown half: ''; allowed values: 1, 2"],
    [{ player: '' }, 'player', "Unknown player: ''; allowed values: a player name from /players"],
    [{ match: '' }, 'match', "Unknown match: ''; allowed values: match ids from /matches?team=…"],
    [{ half: ['1', '2'] }, 'half', 'Give one half, not several'],
    [
      { colour: 'green' },
      'colour',
      'Unknown parameter: colour; allowed parameters: team, match, half, period, shotType, pressure, player, season',
    ],
  ])('names the parameter and what it allows for %j', (query, param, message) => {
    expect(read(query)).toEqual({ problem: { param, message } });
  });
});

describe('filterQuery', () => {
  it('writes one canonical query for one question, in the parameters’ order', () => {
    const filter: ShotFilter = { ...NO_FILTER, shotType: 'free', half: '2', player: 'Seán Ó Briain' };
    expect(filterQuery(filter)).toBe('half=2&shotType=free&player=Se%C3%A1n%20%C3%93%20Briain');
    expect(filterQuery(NO_FILTER)).toBe('');
  });

  it('reads back what it wrote', () => {
    const filter: ShotFilter = {
      match: ['a', 'b'],
      half: '1',
      period: '0-10',
      shotType: 'mark',
      pressure: 'yes',
      player: 'X',
      season: '2025',
    };
    const values: Record<string, string[]> = {};
    for (const pair of filterQuery(filter).split('&')) {
      const [name = '', value = ''] = pair.split('=').map(decodeURIComponent);
      (values[name] ??= []).push(value);
    }
    const single = Object.fromEntries(
      Object.entries(values).map(([name, list]) => [name, list.length === 1 ? (list[0] ?? '') : list]),
    );
    expect(read(single)).toEqual({ filter });
  });
});

describe('periodOfMinute', () => {
  it('puts minutes in ten-minute periods, and 70 onwards (injury and extra time) in 70+', () => {
    expect([0, 9.9, 10, 69.5, 70, 80, 95].map(periodOfMinute)).toEqual([
      '0-10',
      '0-10',
      '10-20',
      '60-70',
      '70+',
      '70+',
      '70+',
    ]);
    expect(periodOfMinute(null)).toBeNull();
    expect(periodOfMinute(-1)).toBeNull();
  });
});

describe('describeFilter', () => {
  it('says the filter in words, matches from the team’s side', () => {
    const filter: ShotFilter = {
      match: ['m1'],
      half: '2',
      period: '70+',
      shotType: 'free',
      pressure: 'yes',
      player: 'Seán',
      season: '2023',
    };
    expect(describeFilter(filter, () => 'v Kerry, 25 Jun 2023')).toEqual([
      'v Kerry, 25 Jun 2023',
      '2nd half',
      'minutes 70+',
      'frees',
      'under pressure',
      'Seán',
    ]);
    expect(describeFilter(NO_FILTER, () => '')).toEqual([]);
  });

  it('writes dates as Irish readers do', () => {
    expect(formatMatchDate('2023-06-25')).toBe('25 Jun 2023');
  });
});

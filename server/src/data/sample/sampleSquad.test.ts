import { squadBundleSchema, type MatchEvent } from '../../../../contract/squad';
import { squadStateOf } from '../../testKit/squads';
import { shotsOfSquad } from '../squads/squadShots';
import { SAMPLE_SQUAD, sampleSquadBundle } from './sampleSquad';

describe('the sample squad', () => {
  const bundle = sampleSquadBundle();

  it('is the same every time: every API process writes the same documents', () => {
    expect(sampleSquadBundle()).toEqual(bundle);
  });

  it('is a valid squad bundle with a roster and three matches', () => {
    expect(squadBundleSchema.safeParse(bundle).success).toBe(true);
    expect(bundle.squad).toEqual(SAMPLE_SQUAD);
    expect(bundle.players).toHaveLength(26);
    expect(bundle.matches).toHaveLength(3);
  });

  it("records both teams' shots, and kickouts, turnovers, frees and cards in every match", () => {
    for (const match of bundle.matches) {
      const kinds = new Map<string, number>();
      for (const event of match.events) kinds.set(event.kind, (kinds.get(event.kind) ?? 0) + 1);
      expect([...kinds.keys()].sort()).toEqual(['card', 'free', 'kickout', 'shot', 'turnover']);
      const sides = new Set(match.events.filter((event) => event.kind === 'shot').map((event) => event.side));
      expect(sides).toEqual(new Set(['us', 'them']));
    }
  });

  it('names only its own roster players by id', () => {
    const ids = new Set(bundle.players.map((player) => player.id));
    for (const match of bundle.matches) {
      for (const event of match.events) {
        const people = Object.values(event as Record<string, unknown>).filter(
          (value): value is { playerId: string | null } =>
            typeof value === 'object' && value !== null && 'playerId' in value,
        );
        for (const person of people) if (person.playerId !== null) expect(ids.has(person.playerId)).toBe(true);
      }
    }
  });

  it('keeps a panel of the roster for every match, with substitutions the events agree with', () => {
    const moment = ({ half, clock }: { half: number; clock: number }) => (half - 1) * 3600 + clock;
    const namedAt = (events: readonly MatchEvent[], playerId: string | null) =>
      events
        .filter((event) =>
          Object.values(event as Record<string, unknown>).some(
            (value) =>
              typeof value === 'object' && value !== null && 'playerId' in value && value.playerId === playerId,
          ),
        )
        .map(moment);
    for (const match of bundle.matches) {
      expect(match.panel).toHaveLength(26);
      expect(match.panel.filter((entry) => entry.starting).map((entry) => entry.number)).toEqual(
        Array.from({ length: 15 }, (_, k) => k + 1),
      );
      const cameOn = match.panel.filter((entry) => entry.cameOn);
      expect(cameOn.length).toBeGreaterThan(0);
      expect(cameOn.length).toBeLessThanOrEqual(5);
      for (const coming of cameOn) {
        const leaving = match.panel.find((entry) => entry.number === coming.cameOnFor);
        expect(leaving?.wentOff).toEqual(coming.cameOn);
        const at = moment(coming.cameOn ?? { half: 1, clock: 0 });
        expect(namedAt(match.events, coming.playerId).every((when) => when >= at)).toBe(true);
        expect(namedAt(match.events, leaving?.playerId ?? null).every((when) => when <= at)).toBe(true);
      }
    }
  });

  it("gives every figure shots of the squad's team and its opponents", () => {
    const shots = shotsOfSquad(squadStateOf(bundle, 'sample', true), SAMPLE_SQUAD.team);
    expect(new Set(shots.map((shot) => shot.team))).toEqual(
      new Set(['Clifden', 'Roundstone', 'Letterfrack', 'Ballinafad']),
    );
    expect(shots.filter((shot) => shot.team === 'Clifden')).toHaveLength(26 + 29 + 24);
  });
});

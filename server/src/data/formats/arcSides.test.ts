import { isOutsideTwoPointArc, PITCH } from '../../../../contract/pitch';
import { halfTurn, type SourcePitch } from './pitchMapping';
import { mustRead, outsideArcOn } from '../../testKit/toolFiles';

/**
 * No reader moves a shot across the 40 m arc or the 13 m line: shots hugging both, at both ends,
 * written in each tool's own coordinates, read back on the same side of each.
 */

/** Shots hugging the arc and the 13 m line at both ends of a tool's pitch, in that tool's own coordinates. */
function huggingShots(pitch: SourcePitch): { x: number; y: number; outside: boolean; beyond13: boolean }[] {
  const shots = [];
  for (let step = -20; step <= 20; step += 4) {
    for (let degrees = -84; degrees <= 84; degrees += 12) {
      const distance = PITCH.twoPointArc.radius + step / 1000;
      const angle = (degrees * Math.PI) / 180;
      shots.push({ x: pitch.length - distance * Math.cos(angle), y: pitch.width / 2 + distance * Math.sin(angle) });
    }
    for (const y of [5, 30, pitch.width / 2, 60]) shots.push({ x: pitch.length - 13 + step / 1000, y });
  }
  return shots.flatMap((shot) => {
    const truth = { outside: outsideArcOn(pitch, shot.x, shot.y), beyond13: pitch.length - shot.x >= 13 };
    // The same shot at the other end, as a tool that draws the whole pitch records it.
    return [
      { ...shot, ...truth },
      { ...halfTurn(pitch, shot), ...truth },
    ];
  });
}

const sides = (events: readonly { kind: string; x: number; y: number }[]) =>
  events.map((event) => ({ outside: isOutsideTwoPointArc(event.x, event.y), beyond13: PITCH.length - event.x >= 13 }));

describe('through each reader, a shot keeps its side of the arc and the 13 m line', () => {
  it("from Gaelic-Stat-Logger's 145 x 85 pitch (y down the screen)", async () => {
    const pitch = { length: 145, width: 85 };
    // Its positions are already turned to attack the right-hand end, so only that end's shots are real.
    const shots = huggingShots(pitch).filter((shot) => shot.x > pitch.length / 2);
    const stats = shots.map((shot, i) => ({
      stat_type: 'shot',
      half: 'first',
      team_side: i % 2 === 0 ? 'home' : 'away',
      x_position: shot.x,
      y_position: shot.y,
      extra_data: JSON.stringify({ shot: { outcome: 'point', situation: 'play' } }),
    }));
    const doc = {
      schema_version: 1,
      match: { home_team_id: 'h', away_team_id: 'a', date: '2026-05-01' },
      teams: [
        { id: 'h', name: 'Home' },
        { id: 'a', name: 'Away' },
      ],
      stats,
    };
    const { bundle } = await mustRead(Buffer.from(JSON.stringify(doc)), { team: 'Home' });
    expect(sides(bundle.matches[0]?.events ?? [])).toEqual(
      shots.map(({ outside, beyond13 }) => ({ outside, beyond13 })),
    );
  });

  it("from Scorelect's 145 x 88 pitch", async () => {
    const shots = huggingShots({ length: 145, width: 88 });
    const gameData = shots.map((shot, i) => ({
      action: 'point',
      team: i % 2 ? 'Clifden' : 'Oughterard',
      x: shot.x,
      y: shot.y,
    }));
    const games = { games: [{ gameName: 'Sweep', matchDate: '2026-05-01', sport: 'GAA', gameData }] };
    const { bundle } = await mustRead(Buffer.from(JSON.stringify(games)), { team: 'Clifden' });
    expect(sides(bundle.matches[0]?.events ?? [])).toEqual(
      shots.map(({ outside, beyond13 }) => ({ outside, beyond13 })),
    );
  });

  it("from shot-plotter's 145 x 90 pitch, measured from its centre", async () => {
    const shots = huggingShots({ length: 145, width: 90 });
    const rows = shots.map((shot, i) => `1,${i % 2 ? 'Galway' : 'Mayo'},Point,${shot.x - 72.5},${shot.y - 45}`);
    const csv = ['Half,Team,Type,X,Y', ...rows].join('\n');
    const { bundle } = await mustRead(Buffer.from(csv), { team: 'Galway' });
    expect(sides(bundle.matches[0]?.events ?? [])).toEqual(
      shots.map(({ outside, beyond13 }) => ({ outside, beyond13 })),
    );
  });
});

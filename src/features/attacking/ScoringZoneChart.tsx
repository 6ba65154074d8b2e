import { memo } from 'react';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer } from 'victory';
import type { ScoringZoneEfficiency } from '../../../contract/answers';
import { useIsPhone } from '../../components/useMediaQuery';
import { AXIS_STYLE, CHART_FONT, chartFrame, NO_ATTEMPTS, percent } from '../../components/chartFrame';

type Bar = { zone: string; rate: number; attempts: number };

/**
 * Success rate inside versus outside the scoring zone, on a 0-100% axis (docs/behaviour.md#zone-chart).
 * A zone without a single attempt has no rate: it is labelled '–' and drawn without a bar.
 */
function ScoringZoneChart({ efficiency, team }: { efficiency: ScoringZoneEfficiency; team: string }) {
  const phone = useIsPhone();
  const zones = [
    { zone: 'Inside Scoring Zone', tally: efficiency.inside_scoring_zone },
    { zone: 'Outside Scoring Zone', tally: efficiency.outside_scoring_zone },
  ];
  const bars: Bar[] = zones.map(({ zone, tally }) => ({
    zone,
    rate: tally.success_rate,
    attempts: tally.Score + tally.Miss,
  }));
  const label = (bar: Bar) => (bar.attempts === 0 ? NO_ATTEMPTS : percent(bar.rate));
  const summary = bars.map((bar) => `${bar.zone} ${bar.attempts === 0 ? 'no attempts' : percent(bar.rate)}`).join(', ');
  const barWidth = phone ? 70 : 90;
  return (
    <VictoryChart
      domain={{ y: [0, 100] }}
      domainPadding={{ x: barWidth }}
      {...chartFrame(phone)}
      containerComponent={
        <VictoryContainer
          title={`${team}: success rate by scoring zone`}
          desc={summary}
          style={{ width: '100%', height: 'auto' }}
        />
      }
    >
      <VictoryAxis
        // Side by side on a phone the two names would run into each other: each takes two lines there.
        tickFormat={(zone: string) => (phone ? zone.replace(' ', '\n') : zone)}
        style={AXIS_STYLE.categories}
      />
      <VictoryAxis
        dependentAxis
        tickValues={[0, 25, 50, 75, 100]}
        tickFormat={(tick: number) => `${tick}%`}
        style={AXIS_STYLE.values}
      />
      <VictoryBar
        data={bars.map((bar) => ({ x: bar.zone, y: bar.attempts === 0 ? 0 : bar.rate * 100, label: label(bar) }))}
        barWidth={barWidth}
        cornerRadius={{ top: 6 }}
        labels={({ datum }: { datum: { label: string } }) => datum.label}
        style={{
          data: { fill: ({ index }) => (index === 0 ? '#15803d' : '#0072b2') },
          labels: { fill: '#1e293b', fontSize: 14, fontWeight: 700, fontFamily: CHART_FONT },
        }}
      />
    </VictoryChart>
  );
}

// Victory draws the whole chart again on any render: a parent's render for another reason (the heat
// map's type, say) leaves it alone.
export default memo(ScoringZoneChart);

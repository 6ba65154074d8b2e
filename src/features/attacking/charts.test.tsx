import { render, screen, within } from '@testing-library/react';
import type { ArcZoneEfficiency, ScoringZoneEfficiency } from '../../../contract/answers';
import { onAPhone } from '../../testKit/phone';
import ArcZoneChart from './ArcZoneChart';
import ScoringZoneChart from './ScoringZoneChart';

const ARC_2025: ArcZoneEfficiency = {
  two_point_arc: true,
  inside_arc: { attempts: 20, scores: 14, success_rate: 0.7, points: 14, points_per_shot: 0.7 },
  outside_arc: { attempts: 10, scores: 4, success_rate: 0.4, points: 8, points_per_shot: 0.8 },
  goal_attempts: { attempts: 0, scores: 0, success_rate: 0, points: 0, points_per_shot: 0 },
};

/** The font size each text of a chart is drawn at, in the chart's own units. */
const fontSizes = (chart: HTMLElement) =>
  [...chart.querySelectorAll('tspan')].map((tspan) => Number.parseFloat(tspan.style.fontSize));

/** The smallest text of a chart in CSS pixels on a 390 px phone, where its card is 316 px wide. */
const smallestOnAPhone = (chart: HTMLElement) =>
  Math.min(...fontSizes(chart)) * (316 / Number(chart.getAttribute('viewBox')?.split(' ')[2]));

type Tally = ScoringZoneEfficiency['inside_scoring_zone'];

function renderZoneChart(inside: Tally, outside: Tally) {
  render(
    <ScoringZoneChart team="Galway" efficiency={{ inside_scoring_zone: inside, outside_scoring_zone: outside }} />,
  );
  return screen.getByRole('img', { name: 'Galway: success rate by scoring zone' });
}

describe('the scoring-zone chart', () => {
  it("labels a zone without a single attempt '–', never a 0% bar", () => {
    const chart = renderZoneChart({ Score: 0, Miss: 0, success_rate: 0 }, { Score: 3, Miss: 1, success_rate: 0.75 });
    expect(within(chart).getByText('–')).toBeInTheDocument();
    expect(within(chart).getByText('75.00%')).toBeInTheDocument();
    expect(within(chart).queryByText('0.00%')).not.toBeInTheDocument();
    expect(chart).toHaveAccessibleDescription('Inside Scoring Zone no attempts, Outside Scoring Zone 75.00%');
  });

  it('is drawn in a phone-wide frame on a phone, so its smallest text stays 11 px or more there', () => {
    onAPhone();
    const chart = renderZoneChart(
      { Score: 7, Miss: 1, success_rate: 0.875 },
      { Score: 3, Miss: 1, success_rate: 0.75 },
    );
    expect(smallestOnAPhone(chart)).toBeGreaterThanOrEqual(11);
    expect(within(chart).getByText('Inside')).toBeInTheDocument();
    expect(within(chart).getAllByText('Scoring Zone')).toHaveLength(2);
  });
});

describe('the arc zones chart', () => {
  it("labels a zone without a single attempt '–' in the chart and its table", () => {
    render(<ArcZoneChart team="Galway" efficiency={ARC_2025} />);
    const chart = screen.getByRole('img', { name: 'Galway: points per shot by zone' });
    expect(within(chart).getByText('–')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Goal attempts/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0', '–', '–']);
  });

  it('keeps every text 11 px or more on a phone, the long labels on two lines', () => {
    onAPhone();
    render(<ArcZoneChart team="Galway" efficiency={ARC_2025} />);
    const chart = screen.getByRole('img', { name: 'Galway: points per shot by zone' });
    expect(smallestOnAPhone(chart)).toBeGreaterThanOrEqual(11);
    expect(within(chart).getAllByText('the arc')).toHaveLength(2);
    expect(within(chart).getByText('(kicked)')).toBeInTheDocument();
    expect(within(chart).getByText('attempts')).toBeInTheDocument();
  });
});

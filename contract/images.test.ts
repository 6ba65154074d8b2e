import { DEFENDING_MAPS, defendingMapRoute, isHeatMapType } from './images';

describe('image names', () => {
  it('knows the three heat-map types and nothing else', () => {
    expect(['shots', 'miss', 'score'].every(isHeatMapType)).toBe(true);
    expect(isHeatMapType('scores')).toBe(false);
    expect(isHeatMapType('')).toBe(false);
  });

  it("routes each defending map where the product's calls expect it", () => {
    expect(DEFENDING_MAPS.map(defendingMapRoute)).toEqual(['blockedmaps', 'ppmaps', 'pressuremaps', 'tacklesmaps']);
  });
});

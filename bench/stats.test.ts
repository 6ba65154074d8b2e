import { median } from './stats';

describe("the benchmarks' median", () => {
  it('is the middle value of an odd count, in any order', () => {
    expect(median([50, 16.8, 33.4, 33.3, 16.7])).toBe(33.3);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([16.8, 50, 33.4, 16.7])).toBe(25.1);
  });

  it('is not a number when there is nothing to take it of', () => {
    expect(median([])).toBeNaN();
  });
});

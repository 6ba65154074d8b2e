/**
 * Returns one shared instance per distinct string. A season repeats the same few hundred team,
 * stage, date and player names across every shot; sharing them keeps 100,000 shots in a few MB.
 */
export function createInterner(): (value: string) => string {
  const seen = new Map<string, string>();
  return (value) => {
    const known = seen.get(value);
    if (known !== undefined) return known;
    seen.set(value, value);
    return value;
  };
}

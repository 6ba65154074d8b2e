/** `1 match`, `2 matches`: a count and its noun, as the squads' screens say them. */
export const plural = (count: number, noun: string, nouns = `${noun}s`) => `${count} ${count === 1 ? noun : nouns}`;

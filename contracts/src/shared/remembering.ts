/**
 * `compute` with its answers remembered, up to `limit` of them (all forgotten at once when
 * full): for pure conversions called on a hot path over a small set of inputs (calendar days,
 * zones). `compute` must never answer `undefined`.
 *
 * @example
 * const dayNumber = remembering((day: string) => Date.parse(`${day}T00:00:00.000Z`) / DAY_MS);
 */
export function remembering<K, V>(compute: (key: K) => V, limit = 100_000): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = compute(key);
      if (answers.size >= limit) answers.clear();
      answers.set(key, answer);
    }
    return answer;
  };
}

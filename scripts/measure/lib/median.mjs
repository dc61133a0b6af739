/**
 * The median of the numbers that are not NaN (NaN if none is); of an even count, the mean of the middle two.
 * @param {number[]} values
 */
export function median(values) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

let last = 0;

/**
 * A number larger than any handed out before in this page: orders events where clocks cannot (two in
 * the same millisecond, or under a test's fake clock), e.g. a user-info request's start against a count
 * set after a read.
 */
export function nextSequence(): number {
  last += 1;
  return last;
}

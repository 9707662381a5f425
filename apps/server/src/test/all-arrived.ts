/**
 * A meeting point for `count` concurrent paths of a negative control: each calls `arrive()` after
 * its read and waits there until all have read, so every write follows every read whatever the
 * machine's load (a pause of a few milliseconds does not promise that).
 */
export function allArrived(count: number) {
  let arrived = 0;
  let release!: () => void;
  const everyone = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    async arrive(): Promise<void> {
      arrived += 1;
      if (arrived === count) release();
      await everyone;
    },
  };
}

/**
 * The load benchmark's figures and its check that no acknowledged save was lost: pure functions,
 * tested in stats.test.ts.
 */

export const KINDS = ['login', 'list', 'open', 'save', 'export'] as const;
export type Kind = (typeof KINDS)[number];

/** One request as the client saw it. */
export interface Sample {
  kind: Kind;
  ms: number;
  /** The HTTP status, or 0 when no answer came (connection error, timeout). */
  status: number;
  /** When the request was sent (performance.now()). */
  at?: number;
}

/** The value below which `q` (0..1) of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export interface KindSummary {
  count: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  /** Error answers by status (0: no answer). */
  statuses: Record<number, number>;
}

/** Counts, errors (anything but 2xx) and latency percentiles of a set of samples. */
export function summarise(samples: readonly Sample[]): KindSummary {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const statuses: Record<number, number> = {};
  let errors = 0;
  for (const s of samples) {
    if (s.status >= 200 && s.status < 300) continue;
    errors++;
    statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  }
  return { count: samples.length, errors, p50: percentile(ms, 0.5), p99: percentile(ms, 0.99), max: ms.at(-1) ?? Number.NaN, statuses };
}

/** A save the server acknowledged (2xx): the design, the version it answered, the content's marker. */
export interface AckedSave {
  designId: number;
  version: number;
  marker: string;
}

/** A design as read back after the run. */
export interface ReadBack {
  designId: number;
  version: number;
  marker: string | undefined;
}

export interface SaveCheck {
  designs: number;
  acknowledged: number;
  /** Designs whose stored state is not their last acknowledged save (its marker or version). */
  lost: { designId: number; expected: AckedSave; found: ReadBack | undefined }[];
  /** Acknowledged saves whose version did not follow the one before (a save silently overwritten). */
  versionGaps: { designId: number; after: number; got: number }[];
}

/**
 * Whether every acknowledged save is in the database. Each design is saved by one user, one save
 * at a time, so its stored state must be its last acknowledged save, and each acknowledged version
 * one more than the one before (starting from `initialVersions`). A save that got no answer may
 * or may not have landed: a design whose last save failed that way is checked against that save's
 * marker too (either is fine), never counted lost for it.
 */
export function checkSaves(
  acked: readonly AckedSave[],
  readBack: readonly ReadBack[],
  initialVersions: ReadonlyMap<number, number>,
  unanswered: readonly { designId: number; marker: string }[] = [],
): SaveCheck {
  const last = new Map<number, AckedSave>();
  const versionGaps: SaveCheck['versionGaps'] = [];
  for (const save of acked) {
    const before = last.get(save.designId)?.version ?? initialVersions.get(save.designId);
    if (before !== undefined && save.version !== before + 1) versionGaps.push({ designId: save.designId, after: before, got: save.version });
    last.set(save.designId, save);
  }
  const found = new Map(readBack.map((r) => [r.designId, r]));
  const pending = new Map<number, Set<string>>();
  for (const u of unanswered) pending.set(u.designId, (pending.get(u.designId) ?? new Set()).add(u.marker));
  const lost: SaveCheck['lost'] = [];
  for (const [designId, expected] of last) {
    const got = found.get(designId);
    const exact = got !== undefined && got.marker === expected.marker && got.version === expected.version;
    const landedLater = got !== undefined && got.marker !== undefined && got.version > expected.version && (pending.get(designId)?.has(got.marker) ?? false);
    if (!exact && !landedLater) lost.push({ designId, expected, found: got });
  }
  return { designs: last.size, acknowledged: acked.length, lost, versionGaps };
}

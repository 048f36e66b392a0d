// Which questions an exam asks, as a pure function of the bank shown, the settings and a seed, so that the same
// seed gives the same paper (end-to-end tests pin it; a lecturer's paper and answer key match).

/** A small seeded generator (mulberry32): the same seed, the same sequence, in every browser. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Up to `size` questions drawn across topics: the topics take turns (in a shuffled order) and each gives its next
 * question, so a 30-question exam touches as many topics as it can before any topic gives a second question.
 * `topics` narrows the draw; absent or empty: every topic.
 */
export function pickExam<Q extends { id: string; topic: string }>(bank: readonly Q[], opts: { size: number; seed: number; topics?: readonly string[] }): Q[] {
  const random = seeded(opts.seed);
  const pool = opts.topics?.length ? bank.filter((q) => opts.topics!.includes(q.topic)) : bank;
  const byTopic = new Map<string, Q[]>();
  for (const q of shuffle(pool, random)) byTopic.set(q.topic, [...(byTopic.get(q.topic) ?? []), q]);
  const queues = shuffle([...byTopic.values()], random);
  const out: Q[] = [];
  while (out.length < opts.size && queues.some((q) => q.length)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && out.length < opts.size) out.push(next);
    }
  }
  return out;
}

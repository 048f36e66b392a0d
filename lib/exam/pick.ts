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
 * Difficulty feeds the draw: the turns ask in rotation for an easy, a middling and a hard question (the rotation's
 * start drawn from the seed), and a topic gives its next question of that difficulty when it has one, so a paper
 * mixes the three levels instead of following the bank's chance make-up. `topics` narrows the draw; absent or
 * empty: every topic.
 */
export function pickExam<Q extends { id: string; topic: string; difficulty?: number }>(
  bank: readonly Q[],
  opts: { size: number; seed: number; topics?: readonly string[] },
): Q[] {
  const random = seeded(opts.seed);
  const pool = opts.topics?.length ? bank.filter((q) => opts.topics!.includes(q.topic)) : bank;
  const byTopic = new Map<string, Q[]>();
  for (const q of shuffle(pool, random)) byTopic.set(q.topic, [...(byTopic.get(q.topic) ?? []), q]);
  const queues = shuffle([...byTopic.values()], random);
  const levels = shuffle([1, 2, 3], random);
  let turn = 0;
  let round = 0;
  const out: Q[] = [];
  while (out.length < opts.size && queues.some((q) => q.length)) {
    // The rotation moves on one more each round, so a topic is not always asked for the same level.
    for (const queue of queues) {
      if (!queue.length || out.length >= opts.size) continue;
      const wanted = levels[(turn++ + round) % levels.length];
      const at = queue.findIndex((q) => q.difficulty === wanted);
      out.push(queue.splice(at === -1 ? 0 : at, 1)[0]!);
    }
    round++;
  }
  return out;
}

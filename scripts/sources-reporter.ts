// A Vitest reporter beside the default one: after the run, says how many checks against the raw Laws sources were
// skipped and why, so a plain clone's green run never hides that the corpus was not pinned to its sources.
import type { Reporter, TestModule } from 'vitest/node';
import { SOURCE_CHECK, checkAgainstSources, lawsSourcesDir, lawsSourcesFound, lawsSourcesMissing, lawsSourcesRequired } from '../lib/laws/sources';

export default class SourcesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const checks = modules.flatMap((m) => [...m.children.allTests()]).filter((t) => t.fullName.includes(SOURCE_CHECK));
    const skipped = checks.filter((t) => t.result().state === 'skipped').length;
    if (checks.length === 0) return;
    if (!lawsSourcesFound && lawsSourcesRequired) console.log(`\nLAWS_SOURCES_REQUIRED is set, but ${lawsSourcesMissing}`);
    else if (checkAgainstSources) console.log(`\nRaw Laws sources: ${lawsSourcesDir} (${checks.length} checks against them ran).`);
    else console.log(`\n${skipped} of ${checks.length} checks skipped: ${lawsSourcesMissing}`);
  }
}
